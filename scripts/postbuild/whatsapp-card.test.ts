/** @jest-environment node */
import { WHATSAPP_READ_BYTES } from '../../content/rules/whatsapp-card';
import { findingText, type WhatsAppRule } from './whatsapp-card';
import { cardTags, check, drawCardImages, failing, finding, IMAGE, page, SITE } from './whatsapp-card-test-pages';

/** The card's tags but one. */
function without(property: string): Record<string, string> {
  return Object.fromEntries(Object.entries(cardTags()).filter(([name]) => name !== property));
}

beforeAll(drawCardImages);

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
