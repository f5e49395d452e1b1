import sharp from 'sharp';
import { WHATSAPP_IMAGE_MAX_BYTES } from '../../content/rules/whatsapp-card';
import { parsePage } from './html';
import { checkWhatsAppCard, type WhatsAppCardCheck, type WhatsAppFinding, type WhatsAppRule } from './whatsapp-card';

// The pages and images the WhatsApp card tests check (scripts/postbuild/whatsapp-card.test.ts,
// whatsapp-card-report.test.ts): a card as the site writes it, each part replaceable, and images drawn to each limit.

export const SITE = 'https://www.escolafrionorte.com.br';
export const IMAGE = '/og/cursos-x.jpg';

/** The card's tags as lib/metadata.ts writes them, each replaceable. */
export function cardTags({
  image = `${SITE}${IMAGE}`,
  title = 'Curso X | Frio Norte',
}: { image?: string; title?: string } = {}): Record<string, string> {
  return {
    'og:title': `<meta property="og:title" content="${title}"/>`,
    'og:description': '<meta property="og:description" content="Um curso de refrigeração com prática em bancada."/>',
    'og:url': `<meta property="og:url" content="${SITE}/cursos/x"/>`,
    'og:image': `<meta property="og:image" content="${image}"/>`,
  };
}

/** A page: `before` at the start of <head>, then the tags, then `body`. */
export function page({
  tags = cardTags(),
  before = '',
  body = '<main>Conteúdo</main>',
}: { tags?: Record<string, string>; before?: string; body?: string } = {}): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${before}${Object.values(tags).join('')}</head><body>${body}</body></html>`;
}

/** Images drawn for the tests, as out/ would hold them. */
const files = new Map<string, Uint8Array>();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 14, g: 60, b: 110 } } })
    .jpeg()
    .toBuffer();

/** Draws the tests' images into `files` (run before the tests, beforeAll). */
export async function drawCardImages(): Promise<void> {
  const good = await jpeg(1200, 630);
  files.set(IMAGE, good);
  files.set('/og/narrow.jpg', await jpeg(299, 200));
  files.set('/og/narrowest-allowed.jpg', await jpeg(300, 200));
  files.set('/og/wide.jpg', await jpeg(1000, 200));
  files.set('/og/widest-allowed.jpg', await jpeg(1200, 300));
  // Weight without size: a small JPEG and bytes after its end (the dimensions are read from its start).
  files.set('/og/heavy.jpg', Buffer.concat([good, Buffer.alloc(WHATSAPP_IMAGE_MAX_BYTES + 1 - good.length)]));
  files.set('/og/heaviest-allowed.jpg', Buffer.concat([good, Buffer.alloc(WHATSAPP_IMAGE_MAX_BYTES - good.length)]));
  files.set('/og/not-an-image.jpg', Buffer.from('<!DOCTYPE html><title>404</title>'));
  files.set('/og/espaço.jpg', good);
}

/** Checks a page's card, its images read from those drawn here. */
export function check(
  html: string | Uint8Array,
  { siteUrl = SITE, tree }: { siteUrl?: string; tree?: ReturnType<typeof parsePage> } = {},
): WhatsAppCardCheck {
  const text = typeof html === 'string' ? html : new TextDecoder().decode(html);
  return checkWhatsAppCard({
    html,
    tree: tree ?? parsePage(text),
    siteUrl,
    readFile: (pathname) => files.get(pathname),
  });
}

export const finding = (result: WhatsAppCardCheck, rule: WhatsAppRule): WhatsAppFinding | undefined =>
  result.findings.find((candidate) => candidate.rule === rule);
export const failing = (result: WhatsAppCardCheck) =>
  result.findings.filter((candidate) => !candidate.ok).map((candidate) => candidate.rule);
