import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GenMapping, addMapping, setSourceContent, toEncodedMap } from '@jridgewell/gen-mapping';
import type { SectionedSourceMapInput } from '@jridgewell/trace-mapping';
import { composition, groupOf, ownJavaScript, sourcesOf, stripSourceMaps } from '../js-breakdown';

const PROJECT = 'turbopack:///[project]/';

/** A one-line chunk made of the given pieces, each mapped to its source, and its source map. */
function chunk(pieces: readonly [source: string, code: string][]) {
  const map = new GenMapping({ file: 'chunk.js' });
  let column = 0;
  for (const [source, code] of pieces) {
    addMapping(map, { generated: { line: 1, column }, source, original: { line: 1, column: 0 } });
    setSourceContent(map, source, code);
    column += code.length;
  }
  return { code: pieces.map(([, code]) => code).join(''), map: toEncodedMap(map) as SectionedSourceMapInput };
}

describe('groupOf', () => {
  it('names the npm package, scoped or not, or the project folder', () => {
    expect(groupOf(`${PROJECT}node_modules/next/dist/client/link.js`)).toBe('next');
    expect(groupOf(`${PROJECT}node_modules/@swc/helpers/esm/x.js`)).toBe('@swc/helpers');
    expect(groupOf(`${PROJECT}node_modules/.pnpm/x/node_modules/sonner/dist/index.js`)).toBe('sonner');
    expect(groupOf(`${PROJECT}components/layout/mobile-menu.tsx`)).toBe('components/layout');
    expect(groupOf(`${PROJECT}lib/notify.ts`)).toBe('lib');
  });
});

describe('composition', () => {
  it('gives each source the bytes of its segments', () => {
    const { code, map } = chunk([
      [`${PROJECT}node_modules/next/a.js`, 'aaaaaaaaaa'],
      [`${PROJECT}components/b.tsx`, 'bbbb'],
    ]);
    const bytes = composition(code, map);
    expect(bytes.get(`${PROJECT}node_modules/next/a.js`)).toBe(10);
    expect(bytes.get(`${PROJECT}components/b.tsx`)).toBe(4);
  });
});

describe('ownJavaScript', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'js-breakdown-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function exportWith(name: string, chunks: Record<string, ReturnType<typeof chunk>>) {
    const exportDir = path.join(dir, name);
    const mapsDir = path.join(dir, `${name}-maps`);
    mkdirSync(path.join(exportDir, '_next', 'static', 'chunks'), { recursive: true });
    for (const [file, { code, map }] of Object.entries(chunks)) {
      writeFileSync(path.join(exportDir, '_next/static/chunks', file), `${code}\n//# sourceMappingURL=${file}-map.js.map`);
      writeFileSync(path.join(exportDir, '_next/static/chunks', `${file}-map.js.map`), JSON.stringify(map));
    }
    stripSourceMaps(exportDir, mapsDir);
    return { exportDir, mapsDir };
  }

  it('takes the maps out of the export and counts only the sources the bare page does not load', () => {
    const framework = 'x'.repeat(4000);
    const site = exportWith('site', {
      'framework.js': chunk([[`${PROJECT}node_modules/next/a.js`, framework]]),
      'page.js': chunk([
        [`${PROJECT}node_modules/next/a.js`, framework],
        [`${PROJECT}node_modules/embla-carousel/e.js`, 'e'.repeat(3000)],
        [`${PROJECT}components/home/hero.tsx`, 'h'.repeat(1000)],
      ]),
    });
    const bare = exportWith('bare', { 'framework.js': chunk([[`${PROJECT}node_modules/next/a.js`, framework]]) });

    const code = readFileSync(path.join(site.exportDir, '_next/static/chunks/page.js'), 'utf8');
    expect(code).not.toContain('sourceMappingURL');
    expect(existsSync(path.join(site.exportDir, '_next/static/chunks/page.js-map.js.map'))).toBe(false);

    const floor = sourcesOf(bare.exportDir, bare.mapsDir, ['/_next/static/chunks/framework.js']);
    const own = ownJavaScript(site.exportDir, site.mapsDir, ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'], floor);
    expect(own.chunks.map((c) => path.basename(c.url))).toEqual(['page.js']);
    expect(own.groups.map(([group]) => group)).toEqual(expect.arrayContaining(['embla-carousel', 'components/home']));
    expect(own.groups.map(([group]) => group)).not.toContain('next');
    const page = own.chunks[0];
    expect(page && page.own).toBeLessThan(page?.gzip ?? 0);
    expect(own.total).toBeGreaterThan(0);
  });
});
