// The editor's figures of a class's days, as the course page shows them (its meetings and hours, the days without
// class inside it), and the build's refusal of a class that starts on a day without class or falls short of its
// course's certificate: with the build's own rule (content/rules/class-meetings.ts) and the days the build computed
// (ClassDaysSettings, written by app/cms/previews.js/route.ts). The holiday library stays out of the browser.
import {
  classMeetings,
  classMeetingsProblem,
  meetingsLine,
  noClassDaysLine,
  type ClassMeetingFields,
} from '@/content/rules/class-meetings';
import { asSentence, box, count, heading, listOf, type CreateElement, type PreviewEntry } from './preview-parts';

export interface ClassDaysSettings {
  /** The days without class of `noClassYears`, AAAA-MM-DD → name (content/class-schedule.ts). */
  noClassDays: Readonly<Record<string, string>>;
  /** The first and last year `noClassDays` covers. */
  noClassYears: readonly [number, number];
  /** Each course's certificate hours, by its slug. */
  certificateHours: Readonly<Record<string, number>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The class's days and times as typed, once all are well formed and in order; undefined before. */
function classDaysOf(entry: PreviewEntry): ClassMeetingFields | undefined {
  const data = (name: string): unknown => entry.getIn(['data', name]);
  const [startDate, endDate, startTime, endTime] = ['startDate', 'endDate', 'startTime', 'endTime'].map(data);
  const weekdays = listOf(data('weekdays')).filter((day): day is string => typeof day === 'string');
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !DAY.test(startDate) || !DAY.test(endDate))
    return undefined;
  if (typeof startTime !== 'string' || typeof endTime !== 'string' || !TIME.test(startTime) || !TIME.test(endTime))
    return undefined;
  if (endDate < startDate || endTime <= startTime || weekdays.length === 0) return undefined;
  return { startDate, endDate, startTime, endTime, weekdays };
}

const daysMap = (settings: ClassDaysSettings) => new Map(Object.entries(settings.noClassDays));
const courseOf = (entry: PreviewEntry): unknown => entry.getIn(['data', 'course']);
const hoursOf = (entry: PreviewEntry, settings: ClassDaysSettings): number | undefined => {
  const course = courseOf(entry);
  return typeof course === 'string' ? settings.certificateHours[course] : undefined;
};

/** Why a class's days cannot be saved, as the build says it; undefined when they hold or are not complete yet. */
export function classDaysProblem(entry: PreviewEntry, settings: ClassDaysSettings): string | undefined {
  const fields = classDaysOf(entry);
  const problem = fields && classMeetingsProblem(fields, daysMap(settings), hoursOf(entry, settings));
  return problem ? asSentence(problem.message) : undefined;
}

/** The class's meetings, hours and days without class, as the course page shows them, with the certificate's hours. */
export function classDaysView(h: CreateElement, entry: PreviewEntry, settings: ClassDaysSettings) {
  const fields = classDaysOf(entry);
  const [firstYear, lastYear] = settings.noClassYears;
  const outside =
    fields && (Number(fields.startDate.slice(0, 4)) < firstYear || Number(fields.endDate.slice(0, 4)) > lastYear);
  const meetings = fields && classMeetings(fields, daysMap(settings));
  const certificate = hoursOf(entry, settings);
  const line = (label: string, value: string) => [
    h('dt', { key: `${label}-label`, style: { color: '#5f6368', fontSize: '13px' } }, label),
    h('dd', { key: label, style: { margin: '0 0 8px', fontWeight: 'bold' } }, value),
  ];
  return h(
    'div',
    null,
    h('p', { style: heading }, 'Aulas como aparecem na página do curso'),
    h(
      'div',
      { style: box, 'data-preview': 'class-days' },
      !meetings
        ? h(
            'p',
            { style: count(false) },
            'Preencha as datas de início e da última aula, os horários e os dias da semana.',
          )
        : h(
            'dl',
            { style: { fontFamily: 'Arial, sans-serif', margin: 0 } },
            ...line('Aulas', meetingsLine(meetings)),
            ...line('Sem aula (feriados e recessos)', noClassDaysLine(meetings.skipped)),
          ),
      meetings && certificate !== undefined
        ? h('p', { style: count(meetings.hours >= certificate) }, `Certificado do curso: ${certificate} horas`)
        : null,
      outside
        ? h(
            'p',
            { style: { ...count(false), color: '#8a4b00' } },
            `O editor conhece os feriados de ${firstYear} a ${lastYear}; a publicação confere os dias fora deles.`,
          )
        : null,
    ),
  );
}
