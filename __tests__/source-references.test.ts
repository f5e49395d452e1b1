/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and messages that name a file of this repository, or a tool it no longer has, must be true: a stale
 * reference sends the next reader to something that is not there. Every source, config and doc file git knows is
 * read; generated folders (out/, .next/) are not named as sources and are left out.
 */

const root = path.resolve(__dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js|css|md|json|yaml|yml|sh)$|^\.ci\/run$/;

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.startsWith('deploy/') && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(path.join(root, file)));
}

/** `app/og/[image]/route.tsx`, `content/rules/serving.ts`, `docs/`: a path under one of the repository's folders. */
const REPOSITORY_PATH =
  /(?<![\w@./-])((?:app|components|content|lib|scripts|tools|e2e|docs|__tests__|types)\/[\w.[\]/-]*[\w\]/])/g;

/** What the project had and removed: naming them now is a stale comment. */
const GONE: readonly (readonly [RegExp, string])[] = [
  [/radix/i, '@radix-ui (the enrolment dialog is the platform <dialog>)'],
  [/\bserve\.json\b/, 'serve.json (the local server reads content/rules/serving.ts)'],
  [/\b[\w-]+\.d\.mts\b/, 'a .d.mts shim (tools are TypeScript)'],
  // (A package's own file, such as exifr/dist/lite.esm.mjs, which the editor imports, is not a module of ours.)
  [
    /(?<![\w./@-])(?!(?:next|eslint|jest|postcss)\.config\.mjs|\.htmlvalidate\.mjs|[\w.-]+\/dist\/)[\w./-]+\.mjs\b/,
    'an .mjs module (scripts and tools are TypeScript)',
  ],
];

/**
 * `csp.ts`, `site.yaml`: a file named without its folder. It must be a file of the repository somewhere (the reader
 * finds it by name), or one the build, a host or a library writes (GENERATED).
 */
const BARE_FILE = /(?<![\w./@\[}-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|mjs|css|yaml|yml))\b(?![\w/-])/g;
/** Names that are not the repository's files: written by the build or a tool, or code that reads like one. */
const GENERATED = new Set(['next-env.d.ts', 'assets.css' /* a property: tools/bench/bench.ts */]);

/** Paths written as globs or placeholders, not as files. */
const isPattern = (reference: string) => /[*{}<>]|\/\.\.\./.test(reference) || reference.includes('…');

/** A file, a folder, or a module named without its extension (`lib/early/notices/catalogue`). */
function exists(reference: string): boolean {
  // What npm ci installs (scripts/publication/netlify-cli/node_modules/…) is no file of the repository.
  if (reference.includes('/node_modules/')) return true;
  const target = reference.replace(/[.)]+$/, '').replace(/\]$/, (bracket) => (reference.includes('[') ? bracket : ''));
  return ['', '.ts', '.tsx'].some((extension) => existsSync(path.join(root, `${target}${extension}`)));
}

describe('references in comments, messages and docs', () => {
  const files = trackedFiles();

  it('reads the repository', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    // Unit tests name the files of their fixtures, which exist only in the test.
    for (const file of files.filter((name) => !/\.test\.tsx?$/.test(name))) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [, reference] of line.matchAll(REPOSITORY_PATH)) {
            if (reference && !isPattern(reference) && !exists(reference))
              missing.push(`${file}:${index + 1}: ${reference}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it('name files without their folder only when a file of that name exists', () => {
    const names = new Set(files.map((file) => path.basename(file)));
    const missing: string[] = [];
    for (const file of files.filter((name) => !/\.test\.tsx?$/.test(name) && name !== 'package.json')) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [, name] of line.matchAll(BARE_FILE)) {
            if (name && !names.has(name) && !GENERATED.has(name) && !isPattern(name))
              missing.push(`${file}:${index + 1}: ${name}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it('name nothing the project has removed', () => {
    const stale: string[] = [];
    // The docs may tell what was removed and why (the README's departures from the design card).
    for (const file of files.filter((name) => !name.endsWith('.md'))) {
      if (file === '__tests__/source-references.test.ts') continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // Build caches may be modules of any kind (the bench is bundled to node_modules/.cache/bench/bench.mjs).
          if (line.includes('node_modules/.cache/')) return;
          for (const [pattern, what] of GONE) if (pattern.test(line)) stale.push(`${file}:${index + 1}: ${what}`);
        });
    }
    expect(stale).toEqual([]);
  });
});
