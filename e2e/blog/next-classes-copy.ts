import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { courses } from '../../content/courses';
import { asEditorWrites, SAMPLE_CLASS_FIELDS, SOLD_OUT_SATURDAY } from '../../content/__fixtures__/course-class';

// The next-classes journey's copy of the site (next-classes.journey.ts): its port, its courses and classes, and what
// the journey reads of the built pages (the Events of Google's data, a calendar file, the banner, a course's classes).

export const PORT = 4177;
export const site = `http://127.0.0.1:${PORT}`;

export const SPLIT = 'instalacao-manutencao-split-system';
export const MECHANICS = 'formacao-mecanica-refrigeracao-ar-condicionado';
export const ELECTRICITY = 'eletricidade-aplicada-refrigeracao';
export const titleOf = (slug: string) => courses.find((course) => course.slug === slug)?.title ?? slug;

/** The copy's classes: the split course's on Monday 8 September (priced), two of the mechanics course after it. */
const CLASSES = [
  {
    ...SAMPLE_CLASS_FIELDS,
    course: SPLIT,
    price: {
      cash: 890,
      // R$ 230,00 is what 1,34% a month gives with the first instalment a month after enrolment (tabela Price).
      instalments: { count: 4, value: 230, interest: 1.34, firstDue: '30 dias após a matrícula' },
      methods: ['Pix', 'cartão de crédito', 'boleto'],
    },
  },
  {
    course: MECHANICS,
    startDate: '2025-09-15',
    startTime: '08:00',
    endTime: '12:00',
    // 60 mornings of 4 hours, the course's 240, less 20 November (Consciência Negra).
    endDate: '2025-12-08',
    weekdays: ['segunda', 'terça', 'quarta', 'quinta', 'sexta'],
    shift: 'manhã',
    places: 'últimas vagas',
  },
  { course: MECHANICS, ...SOLD_OUT_SATURDAY },
] as const;

/** Replaces the copy's classes with CLASSES, each file as the editor writes it. */
export function writeClasses(dir: string): void {
  const folder = path.join(dir, 'content/turmas');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const courseClass of CLASSES) {
    const yaml = asEditorWrites(courseClass);
    writeFileSync(path.join(folder, `${courseClass.course}-${courseClass.startDate}.yaml`), yaml);
  }
}

/** The Events of the page's JSON-LD, as a crawler reads them. */
export async function events(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((text) => {
      const data = JSON.parse(text) as unknown;
      return Array.isArray(data) ? data : [data];
    })
    .filter(
      (data): data is Record<string, unknown> =>
        typeof data === 'object' && data !== null && (data as { '@type'?: unknown })['@type'] === 'Event',
    );
}

/**
 * The events of a calendar file as an independent reader sees them (ical.js, Mozilla's parser; the site writes with
 * ical-generator): each one's first start and every meeting, as instants, and its place.
 */
export function calendarEvents(text: string): { start: string; meetings: string[]; location: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const meetings: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && meetings.length < 100; next = iterator.next())
      meetings.push(next.toJSDate().toISOString());
    return { start: event.startDate.toJSDate().toISOString(), meetings, location: event.location };
  });
}

export const banner = (page: Page) => page.getByRole('region', { name: 'As vagas são limitadas' });
export const classesOf = (page: Page) => page.getByRole('region', { name: 'Próximas turmas' });
