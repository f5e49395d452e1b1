import type { Course } from '@/content/schema';

/** A course reduced to what the not-found page needs to suggest it, with weighted search words. */
export interface SuggestibleCourse {
  title: string;
  href: string;
  words: ReadonlyArray<readonly [word: string, weight: number]>;
}

const MIN_WORD_LENGTH = 3;
/** Words must share at least this many first letters to count as related ("instalador" ~ "instalacao"). */
const MIN_SHARED_PREFIX = 5;
/** Below this score no course is close enough to suggest. */
const MIN_SCORE = 0.5;

const WEIGHTS = { slug: 1, title: 1, category: 0.75, module: 0.5 } as const;

const COURSE_PATH = /^\/cursos\/([^/]+)\/?$/;

/**
 * The percent-decoded text of a URL path segment. A malformed escape (/cursos/%C0, %ff%fe: bytes that are not
 * UTF-8) makes decodeURIComponent throw; then each well-formed UTF-8 escape sequence is decoded on its own and
 * the rest is kept as written, so any path the browser shows gives some text.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/(?:%[0-9a-fA-F]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
  }
}

/** The unknown course slug of a /cursos/<slug> path (decoded), or undefined for any other path. */
export function unknownCourseSlug(pathname: string): string | undefined {
  const segment = COURSE_PATH.exec(pathname)?.[1];
  return segment === undefined ? undefined : decodePathSegment(segment);
}

/** Lower-case words without accents: "Câmaras Frigoríficas" → ["camaras", "frigorificas"]. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= MIN_SHARED_PREFIX ? shared / Math.max(a.length, b.length) : 0;
}

export function toSuggestibleCourse(course: Course, href: string): SuggestibleCourse {
  const best = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of searchWords(text)) best.set(word, Math.max(best.get(word) ?? 0, weight));
  };
  add(course.slug, WEIGHTS.slug);
  add(course.title, WEIGHTS.title);
  add(course.category, WEIGHTS.category);
  course.modules.forEach((module) => add(module, WEIGHTS.module));
  return { title: course.title, href, words: [...best.entries()] };
}

/** The course whose words best match a mistyped or unknown course slug, if any is close enough. */
export function suggestCourse(
  unknownSlug: string,
  courses: readonly SuggestibleCourse[],
): SuggestibleCourse | undefined {
  const query = searchWords(unknownSlug);
  let bestCourse: SuggestibleCourse | undefined;
  let bestScore = 0;
  for (const course of courses) {
    const score = query.reduce((total, queryWord) => {
      const wordScore = course.words.reduce(
        (best, [word, weight]) => Math.max(best, wordSimilarity(queryWord, word) * weight),
        0,
      );
      return total + wordScore;
    }, 0);
    if (score > bestScore) {
      bestScore = score;
      bestCourse = course;
    }
  }
  return bestScore >= MIN_SCORE ? bestCourse : undefined;
}
