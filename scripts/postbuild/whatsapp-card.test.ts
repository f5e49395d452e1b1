/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { WhatsAppCardCheck as ReportPlaceholder } from '../../components/admin/whatsapp-card-check';
import {
  WHATSAPP_CHECK_ATTRIBUTE,
  WHATSAPP_IMAGE_MAX_BYTES,
  WHATSAPP_READ_BYTES,
  WHATSAPP_RULES_LABEL,
} from '../../content/rules/whatsapp-card';
import { DEFAULT_SITE_URL, siteUrlFromEnvironment } from '../../content/site-url';
import { parsePage, serializePage, UnexpectedPageError } from './html';
import {
  checkWhatsAppCard,
  fillWhatsAppChecks,
  findingText,
  stoppingFailures,
  summaryText,
  type WhatsAppCardCheck,
  type WhatsAppFinding,
  type WhatsAppRule,
} from './whatsapp-card';

const SITE = 'https://www.escolafrionorte.com.br';
const IMAGE = '/og/cursos-x.jpg';

/** The card's tags as lib/metadata.ts writes them, each replaceable. */
function cardTags({
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

/** The card's tags but one. */
function without(property: string): Record<string, string> {
  return Object.fromEntries(Object.entries(cardTags()).filter(([name]) => name !== property));
}

/** A page: `before` at the start of <head>, then the tags, then `body`. */
function page({
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

beforeAll(async () => {
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
});

function check(
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

const finding = (result: WhatsAppCardCheck, rule: WhatsAppRule): WhatsAppFinding | undefined =>
  result.findings.find((candidate) => candidate.rule === rule);
const failing = (result: WhatsAppCardCheck) =>
  result.findings.filter((candidate) => !candidate.ok).map((candidate) => candidate.rule);

const ALL_RULES: WhatsAppRule[] = [
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'image-https',
  'image-file',
  'image-weight',
  'image-width',
  'image-ratio',
];

describe('checkWhatsAppCard: the tags', () => {
  it('passes a card as the site writes it, every rule listed in order', () => {
    const result = check(page());
    expect(result.ok).toBe(true);
    expect(result.findings.map((item) => item.rule)).toEqual(ALL_RULES);
    expect(result.findings.map(findingText)).toEqual([
      'Título (og:title): ok — no <head>, nos primeiros 300 KB do HTML',
      'Descrição (og:description): ok — no <head>, nos primeiros 300 KB do HTML',
      'Endereço da página (og:url): ok — no <head>, nos primeiros 300 KB do HTML',
      'Imagem (og:image): ok — no <head>, nos primeiros 300 KB do HTML',
      `Endereço da imagem: ok — ${SITE}${IMAGE}`,
      `Arquivo da imagem: ok — ${IMAGE}`,
      expect.stringMatching(/^Peso da imagem: ok — [\d,]+ KB \(máximo 600 KB\)$/),
      'Largura da imagem: ok — 1200 px (mínimo 300 px)',
      'Proporção da imagem: ok — 1,9:1, 1200 × 630 px (máximo 4:1)',
    ]);
  });

  it.each(['og:title', 'og:description', 'og:url'] as const)('fails a page without %s in its <head>', (property) => {
    const result = check(page({ tags: without(property) }));
    expect(result.ok).toBe(false);
    expect(failing(result)).toEqual([property]);
    expect(finding(result, property)?.detail).toBe('não está no <head> da página');
  });

  it('fails a page without og:image, and checks nothing of an image it does not have', () => {
    const result = check(page({ tags: without('og:image') }));
    expect(failing(result)).toEqual(['og:image']);
    expect(result.findings.map((item) => item.rule)).toEqual(['og:title', 'og:description', 'og:url', 'og:image']);
  });

  it('fails a tag that is in the <body>, not the <head>', () => {
    const { 'og:title': title, ...tags } = cardTags();
    const result = check(page({ tags, body: `<main>${title}Conteúdo</main>` }));
    expect(failing(result)).toEqual(['og:title']);
  });

  it('fails an empty tag', () => {
    const result = check(page({ tags: cardTags({ title: ' ' }) }));
    expect(failing(result)).toEqual(['og:title']);
    expect(finding(result, 'og:title')?.detail).toBe('está vazio');
  });

  it(`fails tags that start after the first ${WHATSAPP_READ_BYTES / 1024} KB of the HTML, the part the crawler reads`, () => {
    const style = `<style>${'.a{color:red}'.repeat(Math.ceil(WHATSAPP_READ_BYTES / 13))}</style>`;
    const html = page({ before: style });
    const result = check(html);
    expect(failing(result)).toEqual(['og:title', 'og:description', 'og:url', 'og:image']);
    expect(finding(result, 'og:url')?.detail).toMatch(
      /^está depois dos primeiros 300 KB do HTML \(a página tem [\d,]+ KB\), e o WhatsApp só lê o começo$/,
    );
    // The image itself is still checked: it is what the card would show if the tags came sooner.
    expect(finding(result, 'image-file')?.ok).toBe(true);
  });

  it('fails a tag cut by the limit, and counts bytes, not characters', () => {
    const tags = cardTags();
    const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
    const start = bytes(page({ tags: {} }).split('</head>')[0] ?? '');
    // "é" is two bytes in UTF-8: this many of them put the limit 20 bytes into og:url (counted in characters, the
    // whole page would be within it).
    const room =
      WHATSAPP_READ_BYTES -
      20 -
      start -
      bytes('<title></title>') -
      bytes(tags['og:title'] ?? '') -
      bytes(tags['og:description'] ?? '');
    const fill = `<title>${'é'.repeat(Math.floor(room / 2))}</title>`;
    const html = page({ tags, before: fill });
    expect(html.length).toBeLessThan(WHATSAPP_READ_BYTES);
    const result = check(html);
    expect(failing(result)).toContain('og:url');
    expect(failing(result)).not.toContain('og:title');
  });

  it('passes a page longer than the limit whose tags come first, given as bytes', () => {
    const body = `<main>${'<p>Texto do artigo.</p>'.repeat(Math.ceil(WHATSAPP_READ_BYTES / 20))}</main>`;
    const bytes = new TextEncoder().encode(page({ body }));
    expect(bytes.byteLength).toBeGreaterThan(WHATSAPP_READ_BYTES);
    expect(check(bytes).ok).toBe(true);
  });
});

describe('checkWhatsAppCard: the image', () => {
  it('fails an http image, and still reads its file by its pathname (a build for a local http address)', () => {
    const site = 'http://127.0.0.1:3000';
    const result = check(page({ tags: cardTags({ image: `${site}${IMAGE}` }) }), { siteUrl: site });
    expect(failing(result)).toEqual(['image-https']);
    expect(findingText(finding(result, 'image-https')!)).toBe(
      `Endereço da imagem: falha — ${site}${IMAGE} não é https, e o WhatsApp não mostra imagem fora do https`,
    );
    expect(finding(result, 'image-width')?.detail).toBe('1200 px (mínimo 300 px)');
  });

  it('fails an address that is not absolute, and still measures the file it names', () => {
    const result = check(page({ tags: cardTags({ image: IMAGE }) }));
    expect(failing(result)).toEqual(['image-absolute']);
    expect(finding(result, 'image-file')?.ok).toBe(true);
  });

  it('fails an image of another address than the site', () => {
    const result = check(page({ tags: cardTags({ image: `https://cdn.example.com${IMAGE}` }) }));
    expect(failing(result)).toEqual(['image-file']);
    expect(finding(result, 'image-file')?.detail).toBe(
      `https://cdn.example.com${IMAGE} não é do endereço do site (${SITE})`,
    );
  });

  it('reads the file under a site address with a path, and an escaped file name', () => {
    const site = `${SITE}/escola`;
    expect(check(page({ tags: cardTags({ image: `${site}${IMAGE}` }) }), { siteUrl: site }).ok).toBe(true);
    expect(check(page({ tags: cardTags({ image: `${SITE}/og/espa%C3%A7o.jpg` }) })).ok).toBe(true);
  });

  it('fails a missing file, and measures nothing', () => {
    const result = check(page({ tags: cardTags({ image: `${SITE}/og/sumiu.jpg` }) }));
    expect(failing(result)).toEqual(['image-file']);
    expect(finding(result, 'image-file')?.detail).toBe('/og/sumiu.jpg não existe no site gerado');
    expect(finding(result, 'image-weight')).toBeUndefined();
  });

  it('fails a file that is not an image', () => {
    const result = check(page({ tags: cardTags({ image: `${SITE}/og/not-an-image.jpg` }) }));
    expect(failing(result)).toEqual(['image-file']);
    expect(finding(result, 'image-file')?.detail).toBe('/og/not-an-image.jpg não é uma imagem que dê para ler');
  });

  it.each([
    ['too heavy', '/og/heavy.jpg', ['image-weight']],
    ['exactly the heaviest allowed', '/og/heaviest-allowed.jpg', []],
    ['too narrow', '/og/narrow.jpg', ['image-width']],
    ['exactly the narrowest allowed', '/og/narrowest-allowed.jpg', []],
    ['too wide for its height', '/og/wide.jpg', ['image-ratio']],
    ['exactly 4:1', '/og/widest-allowed.jpg', []],
  ])('an image %s', (_, file, rules) => {
    expect(failing(check(page({ tags: cardTags({ image: `${SITE}${file}` }) })))).toEqual(rules);
  });

  it('says why, in numbers', () => {
    const at = (file: string, rule: WhatsAppRule) =>
      findingText(finding(check(page({ tags: cardTags({ image: `${SITE}${file}` }) })), rule)!);
    expect(at('/og/heavy.jpg', 'image-weight')).toBe(
      'Peso da imagem: falha — 600 KB, 614.401 bytes (máximo 600 KB, 614.400 bytes)',
    );
    expect(at('/og/narrow.jpg', 'image-width')).toBe('Largura da imagem: falha — 299 px (mínimo 300 px)');
    expect(at('/og/wide.jpg', 'image-ratio')).toBe('Proporção da imagem: falha — 5:1, 1000 × 200 px (máximo 4:1)');
  });
});

describe('the report', () => {
  const report = (paths: string[]) =>
    parsePage(
      `<!DOCTYPE html><html><head></head><body>${paths
        .map(
          (path) =>
            `<article><h3>${path}</h3><div ${WHATSAPP_CHECK_ATTRIBUTE}="${path}" class="text-sm"><p>Cartão do WhatsApp: conferido na publicação</p></div></article>`,
        )
        .join('')}</body></html>`,
    );

  it("fills each placeholder with its page's verdict and rules, in place of the static text", () => {
    const good = check(page());
    const bad = check(page({ tags: cardTags({ image: `${SITE}/og/narrow.jpg` }) }));
    const tree = report(['/cursos/x', '/']);
    const filled = fillWhatsAppChecks(
      tree,
      new Map([
        ['/', good],
        ['/cursos/x', bad],
      ]),
    );
    expect(filled.map(({ path }) => path)).toEqual(['/cursos/x', '/']);
    const html = serializePage(tree);
    expect(html).not.toContain('conferido na publicação');
    expect(html).toContain(
      `<div ${WHATSAPP_CHECK_ATTRIBUTE}="/cursos/x" class="text-sm"><p>Cartão do WhatsApp: falha (1 de 9 regras)</p><ul aria-label="${WHATSAPP_RULES_LABEL}">`,
    );
    expect(html).toContain('<li>Largura da imagem: <strong>falha</strong> — 299 px (mínimo 300 px)</li>');
    expect(html).toContain(`<div ${WHATSAPP_CHECK_ATTRIBUTE}="/" class="text-sm"><p>Cartão do WhatsApp: ok</p>`);
    expect(html).toContain(
      '<li>Título (og:title): <strong>ok</strong> — no &lt;head>, nos primeiros 300 KB do HTML</li>',
    );
  });

  it('fills the placeholder the report component renders', () => {
    const markup = renderToStaticMarkup(createElement(ReportPlaceholder, { path: '/cursos/x' }));
    const tree = parsePage(`<!DOCTYPE html><html><head></head><body><article>${markup}</article></body></html>`);
    expect(serializePage(tree)).toContain('Cartão do WhatsApp: conferido na publicação');
    expect(fillWhatsAppChecks(tree, new Map([['/cursos/x', check(page())]])).map(({ path }) => path)).toEqual([
      '/cursos/x',
    ]);
    expect(serializePage(tree)).toContain('<p>Cartão do WhatsApp: ok</p>');
  });

  it('stops on a report that names a page the build does not have, or that has no placeholder', () => {
    expect(() => fillWhatsAppChecks(report(['/sumiu']), new Map())).toThrow(UnexpectedPageError);
    expect(() => fillWhatsAppChecks(report(['/sumiu']), new Map())).toThrow(
      `whatsapp-card: [${WHATSAPP_CHECK_ATTRIBUTE}="/sumiu"] names no page of this build`,
    );
    expect(() => fillWhatsAppChecks(report([]), new Map())).toThrow(`no [${WHATSAPP_CHECK_ATTRIBUTE}] placeholder`);
  });

  it('summarises a check in one line', () => {
    expect(summaryText(check(page()))).toBe('Cartão do WhatsApp: ok');
    expect(summaryText(check(page({ tags: {} })))).toBe('Cartão do WhatsApp: falha (4 de 4 regras)');
  });
});

describe('stoppingFailures', () => {
  it('stops on every failing rule of a card', () => {
    const result = check(page({ tags: cardTags({ image: `${SITE}/og/wide.jpg` }) }));
    expect(stoppingFailures(result, SITE)).toEqual({ stop: [finding(result, 'image-ratio')], warn: [] });
    expect(stoppingFailures(check(page()), SITE)).toEqual({ stop: [], warn: [] });
  });

  it('only warns of http images when the site itself was built for an http address; stops otherwise', () => {
    const local = 'http://127.0.0.1:3000';
    const httpCard = (siteUrl: string) => check(page({ tags: cardTags({ image: `${local}${IMAGE}` }) }), { siteUrl });
    expect(stoppingFailures(httpCard(local), local)).toEqual({
      stop: [],
      warn: [finding(httpCard(local), 'image-https')],
    });
    const httpImage = check(page({ tags: cardTags({ image: `http://www.escolafrionorte.com.br${IMAGE}` }) }));
    expect(stoppingFailures(httpImage, SITE)).toEqual({ stop: [finding(httpImage, 'image-https')], warn: [] });
  });
});

describe('siteUrlFromEnvironment (content/site-url.ts), as the post-build step reads it', () => {
  it('is SITE_URL without its trailing slash, or the default, as content/site.ts reads it', () => {
    expect(siteUrlFromEnvironment({ SITE_URL: ' http://127.0.0.1:3000/ ' })).toBe('http://127.0.0.1:3000');
    expect(siteUrlFromEnvironment({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnvironment({})).toBe(DEFAULT_SITE_URL);
  });

  it('stops the build when only the former spelling, NEXT_PUBLIC_SITE_URL, is set: one name for the address', () => {
    expect(() => siteUrlFromEnvironment({ NEXT_PUBLIC_SITE_URL: 'https://outro.com.br' })).toThrow(
      'NEXT_PUBLIC_SITE_URL não é mais lida: defina o endereço do site em SITE_URL',
    );
    expect(
      siteUrlFromEnvironment({
        NEXT_PUBLIC_SITE_URL: 'https://outro.com.br',
        SITE_URL: 'https://www.escolafrionorte.com.br',
      }),
    ).toBe('https://www.escolafrionorte.com.br');
  });
});
