/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WhatsAppCardCheck as ReportPlaceholder } from '../../components/admin/whatsapp-card-check';
import { WHATSAPP_CHECK_ATTRIBUTE, WHATSAPP_RULES_LABEL } from '../../content/rules/whatsapp-card';
import { parsePage, serializePage, UnexpectedPageError } from './html';
import { fillWhatsAppChecks, stoppingFailures, summaryText } from './whatsapp-card';
import { cardTags, check, drawCardImages, finding, IMAGE, page, SITE } from './whatsapp-card-test-pages';

beforeAll(drawCardImages);

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
