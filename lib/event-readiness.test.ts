/** @jest-environment node */
import { courses } from '@/content/courses';
import { courseClasses } from '@/content/course-classes';
import { buildTime } from './build-time';
import { eventReadiness } from './event-readiness';
import { courseClassEvents } from './json-ld';
import { scriptLiteral } from './script-literal';
import { upcomingClassesOf } from './upcoming-classes';

/** The Events every course page publishes to a build of 20 August 2025 in Londrina, read back as a crawler reads them. */
const published = courses.flatMap((course) =>
  courseClassEvents(
    course,
    upcomingClassesOf(course.slug, courseClasses, buildTime({ SITE_BUILD_TIME: '2025-08-20T10:00:00-03:00' })),
  ).map(({ courseClass, event }) => ({
    courseClass,
    data: JSON.parse(scriptLiteral(event)) as Record<string, unknown>,
  })),
);

const missing = (data: unknown, priced = true) =>
  eventReadiness(data, { priced })
    .checks.filter((check) => check.status === 'missing')
    .map(({ property, problem }) => `${property}: ${problem ?? ''}`);

describe("the site's Events, for Google's event results", () => {
  it('are published for every class of every course, each with every required and recommended property', () => {
    // Every class of content/turmas/ starts after that day.
    expect(published.length).toBe(courseClasses.length);
    for (const { courseClass, data } of published) {
      const readiness = eventReadiness(data, { priced: courseClass.price !== undefined });
      expect({ file: courseClass.file, missing: missing(data, courseClass.price !== undefined) }).toEqual({
        file: courseClass.file,
        missing: [],
      });
      expect(readiness).toMatchObject({ eligible: true, complete: true });
    }
    // The priced class offers its price; the others have no offer to check.
    const priced = published.filter(({ courseClass }) => courseClass.price !== undefined);
    expect(priced.length).toBeGreaterThan(0);
    for (const { data } of priced)
      expect(eventReadiness(data, { priced: true }).checks.find((check) => check.property === 'offers')?.status).toBe(
        'ok',
      );
  });
});

describe('eventReadiness', () => {
  // A priced class's Event, as published.
  const event = published.find(({ courseClass }) => courseClass.price !== undefined)?.data ?? {};

  it('needs a start with its time and UTC offset', () => {
    expect(missing({ ...event, startDate: '2025-09-08T19:00:00' })).toEqual([
      'startDate: "2025-09-08T19:00:00" não tem a hora e o fuso horário (como 2025-09-08T19:00:00-03:00)',
    ]);
    expect(missing({ ...event, startDate: '2025-09-08' })[0]).toMatch(/^startDate: /);
    expect(missing({ ...event, startDate: undefined })).toEqual(['startDate: falta a data de início']);
  });

  it('needs a name, and a location with an address', () => {
    expect(missing({ ...event, name: ' ' })).toEqual(['name: falta o nome']);
    expect(missing({ ...event, location: { '@type': 'Place', name: 'Escola' } })).toEqual([
      'location.address: o local não tem endereço',
    ]);
    expect(
      missing({
        ...event,
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '86070-000' } },
      }),
    ).toEqual(['location.address: o endereço não tem rua e número nem cidade']);
    const { eligible, complete } = eventReadiness({ ...event, location: undefined }, { priced: false });
    expect({ eligible, complete }).toEqual({ eligible: false, complete: false });
  });

  it('recommends an image, the status, the organiser, a description, and the offer of a priced class', () => {
    const bare = { '@type': 'Event', name: 'Turma', startDate: '2025-09-08T19:00:00-03:00', location: event.location };
    expect(eventReadiness(bare, { priced: false })).toMatchObject({ eligible: true, complete: false });
    expect(missing(bare)).toEqual([
      'image: falta a imagem (um endereço completo)',
      'eventStatus: falta a situação (eventStatus)',
      'organizer: falta o nome ou o site do organizador',
      'description: falta a descrição',
      'offers: a turma tem preço, mas o evento não tem oferta (offers)',
    ]);
    expect(eventReadiness(bare, { priced: false }).checks.find((check) => check.property === 'offers')?.status).toBe(
      'not-applicable',
    );
    expect(missing({ ...event, offers: { '@type': 'Offer', price: 'R$ 1.890,00', priceCurrency: 'BRL' } })).toEqual([
      'offers: a oferta não tem o preço como número',
    ]);
    expect(missing({ ...event, image: ['/images/courses/x.jpg'] })).toEqual([
      'image: falta a imagem (um endereço completo)',
    ]);
  });

  it('is about events only', () => {
    expect(missing({ ...event, '@type': 'Course' })[0]).toBe('@type: o dado não é um evento (@type "Event")');
    expect(missing({ ...event, '@type': 'EducationEvent' })).toEqual([]);
    expect(eventReadiness(null, { priced: false }).eligible).toBe(false);
  });
});
