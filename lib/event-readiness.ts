/**
 * Whether an Event, as a page publishes it in its JSON-LD, has what Google's event results need: the required
 * properties (name, startDate with its time and UTC offset, location with an address) and the recommended ones
 * (image, offers when the event has a price, eventStatus, organizer, description). The event is read as published data
 * (parsed JSON), not trusted for its type. In pt-BR, for the page report (components/admin/class-events-report.tsx).
 *
 * No published validator checks Google's Event rules offline (@adobe/structured-data-validator has no Event rules,
 * and its schema.org check needs the vocabulary file, which no npm package we could find ships whole): this is the
 * project's own check, of https://developers.google.com/search/docs/appearance/structured-data/event.
 */

export type EventCheckLevel = 'required' | 'recommended';
export type EventCheckStatus = 'ok' | 'missing' | 'not-applicable';

export interface EventCheck {
  /** The property in the JSON-LD ("location.address"). */
  property: string;
  /** What it is, in pt-BR ("Local com endereço"). */
  label: string;
  level: EventCheckLevel;
  status: EventCheckStatus;
  /** What is wrong, in pt-BR, when the status is "missing". */
  problem?: string;
}

export interface EventReadiness {
  /** Every required property is there: the event can show in Google's event results. */
  eligible: boolean;
  /** Every required and recommended property that applies is there. */
  complete: boolean;
  checks: EventCheck[];
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown): boolean => isText(value) && /^https?:\/\/[^/\s]+/.test(value);

/** ISO 8601 with a time and an offset (or Z): Google reads a start without an offset in the viewer's own time zone. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const EVENT_STATUSES = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'];
const AVAILABILITIES = ['InStock', 'LimitedAvailability', 'SoldOut', 'PreOrder', 'OutOfStock', 'OnlineOnly'];

/** A schema.org enumeration member, written as its URL or its bare name. */
const isMember = (value: unknown, members: readonly string[]): boolean =>
  isText(value) && members.includes(value.replace(/^https?:\/\/schema\.org\//, ''));

/** The problem with a value, or undefined when it is fine. */
type Rule = (event: Data) => string | undefined;

function startDateProblem(value: unknown): string | undefined {
  if (!isText(value)) return 'falta a data de início';
  if (!DATE_TIME_WITH_OFFSET.test(value))
    return `"${value}" não tem a hora e o fuso horário (como 2025-09-08T19:00:00-03:00)`;
  return Number.isNaN(Date.parse(value)) ? `"${value}" não é uma data que exista` : undefined;
}

function locationProblem(value: unknown): string | undefined {
  if (!isData(value)) return 'falta o local';
  const address = value.address;
  if (isText(address)) return undefined;
  if (!isData(address)) return 'o local não tem endereço';
  const missing = [
    ['streetAddress', 'rua e número'],
    ['addressLocality', 'cidade'],
  ].filter(([property = '']) => !isText(address[property]));
  return missing.length === 0 ? undefined : `o endereço não tem ${missing.map(([, name]) => name).join(' nem ')}`;
}

function offersProblem(value: unknown): string | undefined {
  const offer = Array.isArray(value) ? value[0] : value;
  if (!isData(offer)) return 'a turma tem preço, mas o evento não tem oferta (offers)';
  const price = typeof offer.price === 'string' ? Number(offer.price) : offer.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return 'a oferta não tem o preço como número';
  if (!isText(offer.priceCurrency) || !/^[A-Z]{3}$/.test(offer.priceCurrency)) return 'a oferta não tem a moeda (BRL)';
  if (!isMember(offer.availability, AVAILABILITIES)) return 'a oferta não diz se há vagas (availability)';
  return isAbsoluteUrl(offer.url) ? undefined : 'a oferta não tem o endereço da página (url)';
}

const REQUIRED: readonly (readonly [property: string, label: string, rule: Rule])[] = [
  ['name', 'Nome', (event) => (isText(event.name) ? undefined : 'falta o nome')],
  ['startDate', 'Data e hora de início, com o fuso horário', (event) => startDateProblem(event.startDate)],
  ['location.address', 'Local com endereço', (event) => locationProblem(event.location)],
];

const RECOMMENDED: readonly (readonly [property: string, label: string, rule: Rule])[] = [
  [
    'image',
    'Imagem',
    (event) => {
      const images = Array.isArray(event.image) ? event.image : [event.image];
      return images.length > 0 && images.every(isAbsoluteUrl) ? undefined : 'falta a imagem (um endereço completo)';
    },
  ],
  [
    'eventStatus',
    'Situação do evento',
    (event) => (isMember(event.eventStatus, EVENT_STATUSES) ? undefined : 'falta a situação (eventStatus)'),
  ],
  [
    'organizer',
    'Organizador (nome e site)',
    (event) =>
      isData(event.organizer) && isText(event.organizer.name) && isAbsoluteUrl(event.organizer.url)
        ? undefined
        : 'falta o nome ou o site do organizador',
  ],
  ['description', 'Descrição', (event) => (isText(event.description) ? undefined : 'falta a descrição')],
];

/**
 * The checks of an Event: `priced` says whether the class it announces states a price, which the event should then
 * offer (offers); without one, that check does not apply.
 */
export function eventReadiness(event: unknown, { priced }: { priced: boolean }): EventReadiness {
  const data = isData(event) ? event : {};
  const check =
    (level: EventCheckLevel) =>
    ([property, label, rule]: readonly [string, string, Rule]): EventCheck => {
      const problem = rule(data);
      return problem === undefined
        ? { property, label, level, status: 'ok' }
        : { property, label, level, status: 'missing', problem };
    };
  const offers: EventCheck = priced
    ? check('recommended')(['offers', 'Preço e vagas', (item) => offersProblem(item.offers)])
    : { property: 'offers', label: 'Preço e vagas', level: 'recommended', status: 'not-applicable' };
  const checks = [...REQUIRED.map(check('required')), ...RECOMMENDED.map(check('recommended')), offers];
  // Event or one of its kinds (EducationEvent…).
  const types: unknown[] = Array.isArray(data['@type']) ? data['@type'] : [data['@type']];
  if (!types.some((type) => isText(type) && /Event$/.test(type))) {
    checks.unshift({
      property: '@type',
      label: 'Tipo Event',
      level: 'required',
      status: 'missing',
      problem: 'o dado não é um evento (@type "Event")',
    });
  }
  return {
    eligible: checks.every((item) => item.level !== 'required' || item.status !== 'missing'),
    complete: checks.every((item) => item.status !== 'missing'),
    checks,
  };
}
