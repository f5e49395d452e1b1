/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { ReadingEaseCheck } from '../../components/admin/reading-ease-check';
import { LONGEST_SENTENCES_LABEL, readingEase } from '../../lib/reading-ease';
import { parsePage, UnexpectedPageError } from './html';
import { fillReadingEase, pageBlocks, pageReadingEase } from './reading-ease';

const page = (main: string) =>
  parsePage(
    `<!DOCTYPE html><html lang="pt-BR"><head><title>x</title></head><body><header><p>Topo do site.</p></header><main>${main}</main></body></html>`,
  );

describe("a page's blocks of text", () => {
  it("reads the <main>'s paragraphs and items, an item's paragraph once, not its headings", () => {
    const tree = page(
      '<h1>Cursos</h1><section><h2>Aulas</h2><p>Aulas <strong>práticas</strong> em Londrina.</p><ul><li><p>Turmas pequenas.</p></li><li>Certificado.</li></ul></section>',
    );
    expect(pageBlocks(tree)).toEqual(['Aulas práticas em Londrina.', 'Turmas pequenas.', 'Certificado.']);
  });

  it('keeps the words of two elements apart, and leaves out an item that is a link with a label', () => {
    const tree = page(
      '<p><span>Formação</span><span>Completa</span></p><ul><li><a href="/cursos/x">Curso X</a><span>Formação Completa</span></li>' +
        '<li>Leia o <a href="/blog">blog</a> da escola toda semana.</li></ul>',
    );
    expect(pageBlocks(tree)).toEqual(['Formação Completa', 'Leia o blog da escola toda semana.']);
  });

  it('leaves out navigation, forms, dialogs, popovers and what is hidden', () => {
    const tree = page(
      '<nav aria-label="Trilha"><ol><li>Início</li></ol></nav><p>Texto.</p><form><p>Campo.</p></form><dialog><p>Confirmar.</p></dialog>' +
        '<div popover><p>Aviso.</p></div><p hidden>Escondido.</p><div aria-hidden="true"><p>Enfeite.</p></div><button type="button">Botão</button>',
    );
    expect(pageBlocks(tree)).toEqual(['Texto.']);
  });

  it('is nothing on a page without <main>', () => {
    expect(
      pageReadingEase(parsePage('<!DOCTYPE html><html><head></head><body><p>Fora.</p></body></html>')),
    ).toBeUndefined();
  });
});

describe('the page report', () => {
  const report = () => page(renderToStaticMarkup(createElement(ReadingEaseCheck, { path: '/cursos/x' })));

  it("fills each page's placeholder with its score, band and longest sentences", () => {
    const tree = report();
    const ease = readingEase(['A aula é boa. O curso tem prática em bancada todos os dias.']);
    expect(fillReadingEase(tree, new Map([['/cursos/x', ease]]))).toBe(1);
    const filled = select('main > div', tree);
    if (!filled || !ease) throw new Error('no placeholder');
    expect(toString(filled)).toContain(`Facilidade de leitura: ${ease.score} de 100 (${ease.band})`);
    const list = select(`ol[aria-label="${LONGEST_SENTENCES_LABEL}"]`, filled);
    expect(list?.children.map((item) => toString(item))).toEqual([
      'O curso tem prática em bancada todos os dias. (9 palavras)',
      'A aula é boa. (4 palavras)',
    ]);
  });

  it('says when a page has no running text', () => {
    const tree = report();
    fillReadingEase(tree, new Map([['/cursos/x', undefined]]));
    expect(toString(tree)).toContain('Facilidade de leitura: sem texto corrido nesta página');
  });

  it('stops for a placeholder naming a page this build has not, or a report without placeholders', () => {
    expect(() => fillReadingEase(report(), new Map([['/cursos/y', undefined]]))).toThrow(UnexpectedPageError);
    expect(() => fillReadingEase(page('<p>Nada.</p>'), new Map())).toThrow(/no \[data-reading-ease\] placeholder/);
  });
});
