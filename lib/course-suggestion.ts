import type { Course } from '@/content/schema';

/** A course as the not-found page weighs it: its path, and its search words, each with its weight. */
export type SuggestionCandidate = readonly [
  href: string,
  words: ReadonlyArray<readonly [word: string, weight: number]>,
];

const WEIGHTS = { slug: 1, title: 1, category: 0.75, module: 0.5 } as const;

/** Where the not-found page writes the courses' candidates, as JSON, for its inline script (lib/early/not-found-page.ts). */
export const SUGGESTION_DATA_ID = 'sugestao-de-curso-dados';

/**
 * Lower-case words without accents, of three letters or more: "Câmaras Frigoríficas de R-290" → ["camaras",
 * "frigorificas", "290"].
 */
export function searchWords(text: string): string[] {
  const MIN_WORD_LENGTH = 3;
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

export function toSuggestionCandidate(course: Course, href: string): SuggestionCandidate {
  const best = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of searchWords(text)) best.set(word, Math.max(best.get(word) ?? 0, weight));
  };
  add(course.slug, WEIGHTS.slug);
  add(course.title, WEIGHTS.title);
  add(course.category, WEIGHTS.category);
  course.modules.forEach((module) => add(module, WEIGHTS.module));
  return [href, [...best.entries()]];
}

const MIN_SHARED_PREFIX = 5;
const MIN_SCORE = 0.5;

/**
 * The path of the course nearest to a mistyped or unknown /cursos/<slug> path, or null (another path, or no course
 * close enough). Two words are related when they share at least five first letters ("instalador" ~ "instalacao").
 * It runs in the visitor's browser, in the not-found page's inline script (lib/early/not-found-page.ts).
 */
export function suggestedCoursePath(pathname: string, candidates: readonly SuggestionCandidate[]): string | null {
  const segment = /^\/cursos\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return null;

  // A malformed escape (%C0, %ff%fe: bytes that are not UTF-8) makes decodeURIComponent throw: then each
  // well-formed escape sequence is decoded on its own and the rest is kept as written.
  const decode = (text: string): string => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (escapes) => {
        try {
          return decodeURIComponent(escapes);
        } catch {
          return escapes;
        }
      });
    }
  };
  const similarity = (a: string, b: string): number => {
    if (a === b) return 1;
    let shared = 0;
    while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
    return shared >= MIN_SHARED_PREFIX ? shared / Math.max(a.length, b.length) : 0;
  };

  const query = searchWords(decode(segment));
  let bestPath: string | null = null;
  let bestScore = 0;
  for (const [href, courseWords] of candidates) {
    let score = 0;
    for (const queryWord of query) {
      let wordScore = 0;
      for (const [word, weight] of courseWords) wordScore = Math.max(wordScore, similarity(queryWord, word) * weight);
      score += wordScore;
    }
    if (score > bestScore) {
      bestScore = score;
      bestPath = href;
    }
  }
  return bestScore >= MIN_SCORE ? bestPath : null;
}
