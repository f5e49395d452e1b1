/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { select } from 'hast-util-select';
import nextPackage from 'next/package.json';
import { FRAMEWORK_TEMPLATE_ID } from '../../lib/early/loader';
import { META_SELECTOR } from './csp';
import { parsePage } from './html';
import { readNextPage } from './next-export';
import { runPage, type BuildContext, type EndContext, type OutFiles } from './pass';
import { PASSES, REPORT_PAGE } from './passes';

const FIXTURES = path.join(__dirname, '__fixtures__', `next-${nextPackage.version}`);
const recorded = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const SITE = 'https://www.escolafrionorte.com.br';

/** out/ without the share images. */
const files: OutFiles = { read: () => undefined };

function contextFor(source: string): BuildContext {
  return { outDir: '/out', siteUrl: SITE, earlyUrls: readNextPage(parsePage(source)).early };
}

const passNamed = (name: string) => {
  const pass = PASSES.find((candidate) => candidate.name === name);
  if (!pass) throw new Error(`no pass ${name}`);
  return pass;
};

describe('the passes on the recorded pages of the pinned Next.js', () => {
  it('take a page through each pass: images checked, framework deferred with its flight data, policy, facts for the end', () => {
    const source = recorded('contato.html');
    const result = runPage({ file: 'contato.html', source, files }, PASSES, contextFor(source));
    const tree = parsePage(result.html);
    expect(select(`template#${FRAMEWORK_TEMPLATE_ID}`, tree)).toBeDefined();
    expect(select(META_SELECTOR, tree)).toBeDefined();
    expect(result.emitted).toHaveLength(1);
    expect(result.emitted[0]?.pathname).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.json$/);
    expect(Object.keys(result.facts)).toEqual(PASSES.map(({ name }) => name));
    expect(result.facts.framework).toEqual({ deferred: expect.any(Number), flightFile: true });
    expect((result.facts.framework as { deferred: number }).deferred).toBeGreaterThan(0);
    expect(result.facts.csp).toBeGreaterThan(0);
    // The card is read from the final bytes: its share image is not in this out/.
    expect(result.facts['whatsapp-card']).toMatchObject({ ok: false });
  });

  it('leave the framework out of a page that needs none (the not-found page), and write no flight data for it', () => {
    const source = recorded('404.html');
    const result = runPage({ file: '404.html', source, files }, PASSES, contextFor(source));
    expect(select(`template#${FRAMEWORK_TEMPLATE_ID}`, parsePage(result.html))).toBeUndefined();
    expect(result.emitted).toEqual([]);
    expect(result.facts.framework).toEqual({ deferred: 0, flightFile: false });
  });

  it('stop at a page that names an early file this build does not have', () => {
    const source = recorded('contato.html');
    expect(() =>
      runPage({ file: 'contato.html', source, files }, PASSES, { ...contextFor(source), earlyUrls: [] }),
    ).toThrow(/which is not the early layer of this build/);
  });
});

describe('the end steps', () => {
  /** The page report with one entry, for `/contato`. */
  const report = () =>
    parsePage(
      '<!DOCTYPE html><html><head></head><body><main><div data-whatsapp-check="/contato">…</div><div data-reading-ease="/contato">…</div></main></body></html>',
    );
  const endContext = (edited: Map<string, ReturnType<typeof report>>): EndContext => ({
    outDir: '/out',
    siteUrl: SITE,
    earlyUrls: [],
    editPage: (file, edit) => {
      const tree = edited.get(file) ?? report();
      edit(tree);
      edited.set(file, tree);
    },
  });

  it("fill the report with every page's facts, whatever order the pages came in, and stop on a broken card", async () => {
    const source = recorded('contato.html');
    const { facts } = runPage({ file: 'contato.html', source, files }, PASSES, contextFor(source));
    const edited = new Map<string, ReturnType<typeof report>>();
    const card = passNamed('whatsapp-card');
    const ended = await card.end?.(new Map([['/contato', facts['whatsapp-card']]]), endContext(edited));
    expect(card.summary(new Map(), ended)).toBe('1 WhatsApp cards checked for the report');
    expect(card.stops?.(ended)?.problems).toEqual([expect.stringMatching(/^\/contato: Arquivo da imagem: /)]);
    const ease = passNamed('reading-ease');
    const measured = await ease.end?.(new Map([['/contato', facts['reading-ease']]]), endContext(edited));
    expect(ease.summary(new Map(), measured)).toBe('1 reading eases measured for the report');
    const filled = edited.get(REPORT_PAGE);
    expect(select('[data-whatsapp-check="/contato"] p', filled ?? report())).toBeDefined();
  });
});
