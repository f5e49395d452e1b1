// The early layer (lib/early/) as the browser gets it, bundled by esbuild from its typed modules: the layout names
// the shared file and its polyfills by their content hash, a page its own file (ENTRIES, `page`), the not-found page
// inlines its own scripts, and the post-build step writes the files under out/_next/static/early/ (immutable, like the framework's files). Bundling
// is deterministic, so every build worker that renders a page computes the same names the post-build step writes.
// Build-time code only: it runs esbuild, in the build (and `next dev`), never in the browser.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { keptSelectors } from './early/behaviours';

/** The browsers the early layer is written for: Tailwind 4's floor, and the oldest Chrome without popovers. */
export const EARLY_TARGETS = ['chrome111', 'edge111', 'safari16.4', 'firefox128'];
/** Where the early files live, under out/ and in URLs. */
export const EARLY_DIR = '_next/static/early';

/**
 * Every entry of the early layer, once: its module, and how a page gets it. `shared`: a file any page may load (the
 * early script the starter fetches, the polyfills it fetches where a feature is missing). `page`: one page's own file,
 * named only by that page through EarlyPageScript (components/layout/early-script.tsx), so that no other page loads
 * anything of it. `text`: a bundle the site uses as text, inlined in the page that runs it or served by a route (the
 * editor's previews, app/cms/previews.js/route.ts).
 */
const ENTRIES = {
  main: { source: 'lib/early/main.ts', kind: 'shared' },
  popover: { source: 'lib/early/polyfills/popover.ts', kind: 'shared' },
  invokers: { source: 'lib/early/polyfills/invokers.ts', kind: 'shared' },
  // The search page's results (app/busca).
  search: { source: 'lib/early/search/root.ts', kind: 'page' },
  // The page report's list of content to review and its warning that the daily publication stopped (app/admin/paginas).
  'page-report': { source: 'lib/early/page-report.ts', kind: 'page' },
  starter: { source: 'lib/early/inline/starter.ts', kind: 'text' },
  'blog-fallback': { source: 'lib/early/inline/blog-fallback.ts', kind: 'text' },
  'course-suggestion': { source: 'lib/early/inline/course-suggestion.ts', kind: 'text' },
  'cms-previews': { source: 'lib/early/inline/cms-previews.ts', kind: 'text' },
} as const satisfies Record<string, { source: string; kind: 'shared' | 'page' | 'text' }>;

export type EarlyEntry = keyof typeof ENTRIES;
type EntriesOfKind<Kind> = {
  [Entry in EarlyEntry]: (typeof ENTRIES)[Entry]['kind'] extends Kind ? Entry : never;
}[EarlyEntry];
/** The entries that are files of their own, written by the post-build step. */
export type EarlyFileEntry = EntriesOfKind<'shared' | 'page'>;
/** The entries that are one page's own file. */
export type EarlyPageEntry = EntriesOfKind<'page'>;
/** The entries the site uses as text. */
export type EarlyInlineEntry = EntriesOfKind<'text'>;

const FILE_ENTRIES = (Object.keys(ENTRIES) as EarlyEntry[]).filter(
  (entry): entry is EarlyFileEntry => ENTRIES[entry].kind !== 'text',
);

export interface EarlyFile {
  /** Its URL, /_next/static/early/<entry>-<hash>.js. */
  url: string;
  code: string;
}

const options: BuildOptions = {
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: EARLY_TARGETS,
  minify: true,
  charset: 'utf8',
  legalComments: 'eof',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

const bundles = new Map<EarlyEntry, string>();

/** The entry's bundle: an IIFE, minified (computed once per process). */
export function earlyBundle(entry: EarlyEntry, root = process.cwd()): string {
  const known = bundles.get(entry);
  if (known !== undefined) return known;
  // The starter keeps the taps the behaviours declare: their selectors are written into it here.
  const define =
    entry === 'starter' ? { ...options.define, EARLY_KEPT_SELECTORS: JSON.stringify(keptSelectors()) } : options.define;
  const result = buildSync({
    ...options,
    define,
    absWorkingDir: root,
    entryPoints: [path.join(root, ENTRIES[entry].source)],
  });
  const code = result.outputFiles?.[0]?.text.trim();
  if (!code) throw new Error(`early-bundle: esbuild wrote nothing for ${ENTRIES[entry].source}`);
  bundles.set(entry, code);
  return code;
}

export function earlyFile(entry: EarlyFileEntry, root = process.cwd()): EarlyFile {
  const code = earlyBundle(entry, root);
  const hash = createHash('sha256').update(code, 'utf8').digest('base64url').slice(0, 12);
  return { url: `/${EARLY_DIR}/${entry}-${hash}.js`, code };
}

/** Every early file, for the post-build step to write. */
export function earlyFiles(root = process.cwd()): EarlyFile[] {
  return FILE_ENTRIES.map((entry) => earlyFile(entry, root));
}
