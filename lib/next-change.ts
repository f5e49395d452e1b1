import 'server-only';
import type { CourseClass, Post } from '@/content/schema';
import { buildTime } from './build-time';
import { getScheduledPosts } from './posts';
import { classStartTime, schoolOffset, upcomingClasses } from './upcoming-classes';

/**
 * The next moment the calendar alone changes the site, with no commit: a scheduled post's day begins in Londrina, a
 * class starts (it leaves every page), or the year turns (the footer's year, written by the build's clock in UTC).
 * The version file carries it (app/version.json), so the page report can tell an unchanged site, which the daily
 * publication rightly leaves alone, from a stopped publication, which leaves a post unpublished.
 */
export function nextCalendarChange(
  now: Date,
  scheduled: readonly Pick<Post, 'date'>[],
  classes: readonly Pick<CourseClass, 'startDate' | 'startTime'>[],
): Date {
  const newYear = Date.UTC(now.getUTCFullYear() + 1, 0, 1);
  const moments = [
    newYear,
    ...scheduled.map((post) => Date.parse(`${post.date}T00:00:00${schoolOffset(post.date, '00:00')}`)),
    ...classes.map((courseClass) => classStartTime(courseClass).getTime()),
  ].filter((moment) => moment > now.getTime());
  return new Date(Math.min(...moments));
}

/** The build's next calendar change: its scheduled posts and the classes still to start. */
export function buildNextChange(): Date {
  return nextCalendarChange(buildTime(), getScheduledPosts(), upcomingClasses());
}
