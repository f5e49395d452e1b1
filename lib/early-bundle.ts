// The early layer (lib/early/) as the browser gets it, bundled by esbuild from its typed modules: the layout names
// the shared file and its polyfills by their content hash, the search page and the page report their own scripts (lib/early/search.ts, page-report.ts), the not-found page inlines its own scripts, and the
// post-build step writes the files under out/_next/static/early/ (immutable, like the framework's files). Bundling
// is deterministic, so every build worker that renders a page computes the same names the post-build step writes.
// Build-time code only: it runs esbuild, in the build (and `next dev`), never in the browser.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';

/** The browsers the early layer is written for: Tailwind 4's floor, and the oldest Chrome without popovers. */
export const EARLY_TARGETS = ['chrome111', 'edge111', 'safari16.4', 'firefox128'];
/** Where the early files live, under out/ and in URLs. */
export const EARLY_DIR = '_next/static/early';

const ENTRIES = {
  main: 'lib/early/main.ts',
  popover: 'lib/early/polyfills/popover.ts',
  invokers: 'lib/early/polyfills/invokers.ts',
  search: 'lib/early/search.ts',
  'page-report': 'lib/early/page-report.ts',
  starter: 'lib/early/inline/starter.ts',
  'blog-fallback': 'lib/early/inline/blog-fallback.ts',
  'course-suggestion': 'lib/early/inline/course-suggestion.ts',
  'cms-previews': 'lib/early/inline/cms-previews.ts',
} as const;

export type EarlyEntry = keyof typeof ENTRIES;
/** The entries that are files of their own; the others are inlined in the page that runs them. */
export type EarlyFileEntry = 'main' | 'popover' | 'invokers' | 'search' | 'page-report';
export type EarlyInlineEntry = Exclude<EarlyEntry, EarlyFileEntry>;

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
  const result = buildSync({ ...options, absWorkingDir: root, entryPoints: [path.join(root, ENTRIES[entry])] });
  const code = result.outputFiles?.[0]?.text.trim();
  if (!code) throw new Error(`early-bundle: esbuild wrote nothing for ${ENTRIES[entry]}`);
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
  return (['main', 'popover', 'invokers', 'search', 'page-report'] as const).map((entry) => earlyFile(entry, root));
}
