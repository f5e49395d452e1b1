import { hyphenateSync } from 'hyphen/pt';

/**
 * How easy a Portuguese text is to read: Flesch's reading ease as adapted to Portuguese by Martins et al. (1996),
 * 248.835 − 1.015 × (words per sentence) − 84.6 × (syllables per word), on 0–100 (higher is easier). The syllables are
 * the breaks of a Portuguese hyphenation dictionary (`hyphen`, TeX's hyph-pt patterns), as readability tools do: a
 * dictionary never breaks off one letter at a word's edge, so "ideia" counts 1 and "frio" 1, a few syllables short of
 * speech, the same way on every page. Guidance for whoever writes, never a gate: the page report (postbuild) and the
 * editor's preview (lib/cms/previews.ts) show it.
 */

export interface ReadingEase {
  /** 0–100, rounded. */
  score: number;
  band: ReadingBand;
  words: number;
  sentences: number;
  /** The three longest sentences, longest first (by words). */
  longest: readonly { text: string; words: number }[];
}

/** The bands of the Portuguese scale (Martins et al.), from the easiest. */
export const READING_BANDS = [
  { min: 75, label: 'muito fácil' },
  { min: 50, label: 'fácil' },
  { min: 25, label: 'difícil' },
  { min: 0, label: 'muito difícil' },
] as const;
export type ReadingBand = (typeof READING_BANDS)[number]['label'];

/** The page report's placeholder of one page's reading ease: `<div data-reading-ease="/cursos/x">`, filled after the build. */
export const READING_EASE_ATTRIBUTE = 'data-reading-ease';

/** The report's and the preview's words. */
export const READING_EASE_LABEL = 'Facilidade de leitura';
export const LONGEST_SENTENCES_LABEL = 'As frases mais longas';
export const READING_EASE_HINT =
  'Índice de Flesch adaptado ao português (0 a 100; quanto maior, mais fácil). Para facilitar: frases curtas, uma ideia por frase, palavras do dia a dia.';

/**
 * The running text the score is for: paragraphs, items, quotations, captions, cells. Not headings, names of courses,
 * labels ("Duração: 6 meses") nor lists of links: the formula is made for sentences, and on a name of one or two long
 * words it reads 0 ("Climatização"), which says nothing about how the page reads.
 */
export const READING_BLOCK_TAGS: readonly string[] = ['p', 'li', 'blockquote', 'dd', 'figcaption', 'td'];
/** A block of fewer words is a label or a fragment, not running text. */
export const RUNNING_TEXT_MIN_WORDS = 4;

const LONGEST_COUNT = 3;
const sentenceSegmenter = new Intl.Segmenter('pt-BR', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('pt-BR', { granularity: 'word' });
const LETTER = /\p{L}/u;
const BREAK = '|';

/** The words of a text: what the segmenter calls a word and holds a letter (a price, a year or "24h" is not prose). */
export function wordsOf(text: string): string[] {
  return Array.from(wordSegmenter.segment(text))
    .filter((segment) => segment.isWordLike && LETTER.test(segment.segment))
    .map((segment) => segment.segment);
}

/** A word's syllables, as the dictionary breaks it. */
export function syllableCount(word: string): number {
  return hyphenateSync(word, { hyphenChar: BREAK, minWordLength: 1, html: false }).split(BREAK).length;
}

/** Whether a text reads as "fácil" or easier: the goal the guide gives marketing (docs/cms.md). */
export function isEasy(ease: ReadingEase): boolean {
  return ease.band === 'fácil' || ease.band === 'muito fácil';
}

export function bandOf(score: number): ReadingBand {
  return READING_BANDS.find((band) => score >= band.min)?.label ?? 'muito difícil';
}

/**
 * The reading ease of a text given as its blocks (paragraphs, list items): a block ends a sentence even without a full
 * stop, as an item of a list does for the reader; a block under RUNNING_TEXT_MIN_WORDS words is left out. Undefined
 * for a text with no running text.
 */
export function readingEase(blocks: readonly string[]): ReadingEase | undefined {
  const sentences = blocks
    .filter((block) => wordsOf(block).length >= RUNNING_TEXT_MIN_WORDS)
    .flatMap((block) =>
      Array.from(sentenceSegmenter.segment(block.replace(/\s+/g, ' ')), (segment) => segment.segment.trim()),
    )
    .map((text) => ({ text, words: wordsOf(text) }))
    .filter((sentence) => sentence.words.length > 0);
  const words = sentences.flatMap((sentence) => sentence.words);
  if (words.length === 0) return undefined;
  const syllables = words.reduce((sum, word) => sum + syllableCount(word), 0);
  const raw = 248.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllables / words.length);
  const score = Math.round(Math.min(100, Math.max(0, raw)));
  const longest = sentences
    .map((sentence) => ({ text: sentence.text, words: sentence.words.length }))
    .sort((a, b) => b.words - a.words)
    .slice(0, LONGEST_COUNT);
  return { score, band: bandOf(score), words: words.length, sentences: sentences.length, longest };
}

/** "Facilidade de leitura: 62 de 100 (fácil)". */
export function readingEaseLine(ease: ReadingEase): string {
  return `${READING_EASE_LABEL}: ${ease.score} de 100 (${ease.band})`;
}

/** A sentence of the list, with its length: "… (32 palavras)". */
export function longSentenceLine(sentence: { text: string; words: number }): string {
  return `${sentence.text} (${sentence.words} palavras)`;
}

/**
 * Whether a block is a link with at most a label beside it (an item of a list of links, a course and its kind): a way
 * somewhere, not running text. Given the block's text outside its links.
 */
export function isLinkBlock(hasLink: boolean, textOutsideLinks: string): boolean {
  return hasLink && wordsOf(textOutsideLinks).length < RUNNING_TEXT_MIN_WORDS;
}

/** The blocks of a piece of HTML as the browser parses it (the editor's preview of a text): innermost blocks only. */
export function htmlBlocks(html: string): string[] {
  const selector = READING_BLOCK_TAGS.join(',');
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const outsideLinks = (block: Element) => {
    const copy = block.cloneNode(true) as Element;
    copy.querySelectorAll('a').forEach((link) => link.remove());
    return copy.textContent ?? '';
  };
  return Array.from(body.querySelectorAll(selector))
    .filter(
      (block) => !block.querySelector(selector) && !isLinkBlock(block.querySelector('a') !== null, outsideLinks(block)),
    )
    .map((block) => block.textContent ?? '');
}
