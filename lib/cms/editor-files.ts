import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of the content editor (Sveltia CMS) that the site serves under /cms/, each from the npm package pinned in
 * package-lock.json, so the editor loads nothing from a CDN.
 *
 * Sveltia CMS builds the address of its translations (and of its own package.json, which it reads to announce new
 * versions) from one literal base, https://unpkg.com/@sveltia/cms, and fetches them: an import map cannot redirect a
 * fetch, and the package has no setting for it (sveltia-cms#909). So the served bundle has that base rebased onto
 * the site, where the translations of the same version are served from the package's own locales/ folder. Without
 * it, a browser set to any language but English asked unpkg.com, the editor's policy refused, and the editor retried
 * without end and froze. The fonts of its interface (its icons are a font) are rebased the same way, onto the same
 * Fontsource files installed from npm, so the editor asks no other host at all.
 */

const NODE_MODULES = path.join(process.cwd(), 'node_modules');
const PACKAGE = '@sveltia/cms';

/** The literal in the bundle from which it builds the addresses of its translations and manifest. */
export const CDN_BASE = `https://unpkg.com/${PACKAGE}`;

const FONTS_CDN = 'https://cdn.jsdelivr.net/fontsource/fonts';

/** The interface's fonts: the address in the bundle → the name served under /cms/fonts/ → the installed file. */
export const EDITOR_FONTS = [
  {
    cdn: `${FONTS_CDN}/source-sans-3:vf@5.3.0/latin-wght-normal.woff2`,
    name: 'source-sans-3.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: `${FONTS_CDN}/noto-mono@5.3.0/latin-400-normal.woff2`,
    name: 'noto-mono.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: `${FONTS_CDN}/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2`,
    name: 'material-symbols-outlined.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const;

/** Replaces `from` with `to` in the bundle, which must hold it exactly once. */
function replaceOnce(bundle: string, from: string, to: string): string {
  const occurrences = bundle.split(from).length - 1;
  if (occurrences !== 1) {
    throw new Error(
      `${PACKAGE}: expected the literal ${from} once in dist/sveltia-cms.js, found ${occurrences}; ` +
        'check how this version loads its translations and fonts (lib/cms/editor-files.ts)',
    );
  }
  return bundle.replace(from, to);
}

export function editorVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(NODE_MODULES, PACKAGE, 'package.json'), 'utf8'));
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error(`${PACKAGE}/package.json has no version`);
  return version;
}

/**
 * The bundle with its CDN base replaced by `siteBase` and its fonts by `${fontsBase}/<name>`. Throws, naming the
 * literal, unless each occurs exactly once: an upgrade of Sveltia CMS that builds these addresses differently stops
 * the build instead of freezing the editor.
 */
export function rebaseEditorBundle(bundle: string, siteBase: string, fontsBase: string): string {
  const rebased = replaceOnce(bundle, `\`${CDN_BASE}\``, `\`${siteBase}\``);
  return EDITOR_FONTS.reduce((text, font) => replaceOnce(text, font.cdn, `${fontsBase}/${font.name}`), rebased);
}

/** URL path under /cms/ → the file in node_modules, for every file the editor may ask the site for. */
export function editorFiles(siteBaseName: string): Record<string, string> {
  const version = editorVersion();
  const locales = readdirSync(path.join(NODE_MODULES, PACKAGE, 'locales')).filter((file) => file.endsWith('.json'));
  return {
    'sveltia-cms.js': `${PACKAGE}/dist/sveltia-cms.js`,
    // The chunk it loads next to itself for the preview templates (React).
    'chunks/react-dom.js': `${PACKAGE}/dist/chunks/react-dom.js`,
    // Modules it imports from unpkg.com, sent here by the import map of its page (content/rules/serving.ts).
    'immutable.es.js': 'immutable/dist/immutable.es.js',
    'exifr.js': 'exifr/dist/lite.esm.mjs',
    'turndown.es.js': 'turndown/lib/turndown.browser.es.js',
    // Its translations: `${base}@${version}/locales/${locale}.json`.
    ...Object.fromEntries(
      locales.map((file) => [`${siteBaseName}@${version}/locales/${file}`, `${PACKAGE}/locales/${file}`]),
    ),
    // Its own manifest, `${base}/package.json`: the version it compares with its own (the same, so no notice).
    [`${siteBaseName}/package.json`]: `${PACKAGE}/package.json`,
    ...Object.fromEntries(EDITOR_FONTS.map(({ name, file }) => [`fonts/${name}`, file])),
  };
}

export function readEditorFile(file: string): Buffer {
  return readFileSync(path.join(NODE_MODULES, file));
}
