// Records the fixtures of scripts/postbuild/next-export.test.ts: pages as `next build` of the installed Next.js
// writes them, before the post-build step (in a folder named after the version, under scripts/postbuild/__fixtures__/).
// Run after upgrading Next.js (docs/next.md):
//
//   npx tsx tools/next-fixtures.ts
//
// It runs `next build` (only: the pages stay as Next.js wrote them), copies the pages below into that folder
// (removing the fixtures of any other version), and leaves out/ as `next build` made it: run `npm run build` after.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['contato.html', '404.html'];
const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as {
  version: string;
};
const fixtures = path.join(root, 'scripts/postbuild/__fixtures__');

execFileSync('npx', ['next', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
rmSync(fixtures, { recursive: true, force: true });
mkdirSync(path.join(fixtures, `next-${version}`), { recursive: true });
for (const page of PAGES) copyFileSync(path.join(root, 'out', page), path.join(fixtures, `next-${version}`, page));
console.log(
  `next-fixtures: ${PAGES.join(', ')} of Next.js ${version} in ${path.relative(root, fixtures)}/next-${version}/`,
);
