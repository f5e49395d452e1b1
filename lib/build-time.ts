/**
 * The moment the site is built, and the day it is in the school's time zone: what decides whether a post dated for a
 * day is out yet. next.config.mjs sets SITE_BUILD_TIME once per build (every page, built in several workers, agrees
 * on one moment, also across midnight); a test sets it to build "on" a given day.
 */

/** The school's time zone: a post dated for a day appears on that day in Londrina. */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

/** The environment variable that holds the build's moment (ISO 8601). */
export const BUILD_TIME_VARIABLE = 'SITE_BUILD_TIME';

/** The build's moment: SITE_BUILD_TIME when set (a malformed one stops the build), now otherwise. */
export function buildTime(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const value = env[BUILD_TIME_VARIABLE];
  if (!value) return new Date();
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) {
    throw new Error(
      `${BUILD_TIME_VARIABLE}: "${value}" não é uma data e hora no formato ISO 8601 (2026-03-01T08:00:00-03:00)`,
    );
  }
  return time;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (AAAA-MM-DD) a moment falls on in the school's time zone. */
export function schoolDay(time: Date): string {
  return dayFormat.format(time);
}

/** The build's day in the school's time zone, AAAA-MM-DD. */
export function buildDay(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return schoolDay(buildTime(env));
}

const builtAtFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "26 de novembro de 2026, 06:10": the moment as marketing reads it, in Brasília time. */
export function formatBuiltAt(time: Date): string {
  return builtAtFormat.format(time).replace(' às ', ', ');
}
