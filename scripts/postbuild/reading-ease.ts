// Pass of the post-build step: each page's reading ease (lib/reading-ease.ts), read from the text a visitor reads in
// its <main>, and the page report filled with it. Why here: the page's words are the ones the build wrote, from
// however many content files; the report renders a placeholder per page (components/admin/reading-ease-check.tsx),
// which this pass fills, as it does the WhatsApp checks (whatsapp-card.ts).
import type { Element, ElementContent, Root } from 'hast';
import { select } from 'hast-util-select';
import {
  LONGEST_SENTENCES_LABEL,
  longSentenceLine,
  isLinkBlock,
  READING_BLOCK_TAGS,
  READING_EASE_ATTRIBUTE,
  READING_EASE_HINT,
  READING_EASE_LABEL,
  readingEase,
  readingEaseLine,
  type ReadingEase,
} from '../../lib/reading-ease';
import { element, fillPlaceholders, text } from './html';

const PASS = 'reading-ease';

const BLOCKS = new Set(READING_BLOCK_TAGS);
/** What is not the page's prose: its navigation, forms, dialogs and popovers, and what is not shown. */
const SKIPPED = new Set(['nav', 'form', 'dialog', 'button', 'script', 'style', 'template', 'noscript', 'svg']);

function skipped(node: Element): boolean {
  const { properties } = node;
  return (
    SKIPPED.has(node.tagName) ||
    properties.hidden !== undefined ||
    properties.popover !== undefined ||
    properties.ariaHidden === 'true'
  );
}

/** The blocks of running text of the page's <main>: innermost blocks only (an item's paragraph, not the item twice). */
export function pageBlocks(tree: Root): string[] {
  const main = select('main', tree);
  if (!main) return [];
  const blocks: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== 'element' || skipped(node)) return;
    const inner = node.children.some((child) => child.type === 'element' && containsBlock(child));
    if (BLOCKS.has(node.tagName) && !inner) {
      if (isLinkBlock(containsLink(node), textOf(node, true))) return;
      const words = textOf(node).replace(/\s+/g, ' ').trim();
      if (words) blocks.push(words);
      return;
    }
    node.children.forEach(visit);
  };
  main.children.forEach(visit);
  return blocks;
}

/**
 * An element's text, a space between its elements: a card's title and its badge are two words, not one. Without the
 * text of its links, with `outsideLinks`.
 */
function textOf(node: ElementContent, outsideLinks = false): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || skipped(node) || (outsideLinks && node.tagName === 'a')) return '';
  return node.children
    .map((child) => (child.type === 'element' ? ` ${textOf(child, outsideLinks)} ` : textOf(child, outsideLinks)))
    .join('');
}

function containsLink(node: Element): boolean {
  return node.children.some((child) => child.type === 'element' && (child.tagName === 'a' || containsLink(child)));
}

function containsBlock(node: Element): boolean {
  if (skipped(node)) return false;
  return BLOCKS.has(node.tagName) || node.children.some((child) => child.type === 'element' && containsBlock(child));
}

/** The report's lines for one page. */
export function readingEaseNodes(ease: ReadingEase | undefined): Element[] {
  if (!ease) return [element('p', {}, [text(`${READING_EASE_LABEL}: sem texto corrido nesta página`)])];
  return [
    element('p', {}, [text(readingEaseLine(ease))]),
    element('p', {}, [text(READING_EASE_HINT)]),
    element('p', {}, [text(`${LONGEST_SENTENCES_LABEL}:`)]),
    element(
      'ol',
      { ariaLabel: LONGEST_SENTENCES_LABEL },
      ease.longest.map((sentence) => element('li', {}, [text(longSentenceLine(sentence))])),
    ),
  ];
}

/** Fills the report's placeholders with the reading ease of the pages they name (html.ts, fillPlaceholders). */
export function fillReadingEase(tree: Root, eases: ReadonlyMap<string, ReadingEase | undefined>): number {
  return fillPlaceholders(tree, PASS, READING_EASE_ATTRIBUTE, eases, readingEaseNodes).length;
}

/** A page's reading ease, from its tree. */
export function pageReadingEase(tree: Root): ReadingEase | undefined {
  return readingEase(pageBlocks(tree));
}
