// Last step of `npm run build`, after `next build` (and any step that rewrites out/):
//   1. every out/**/*.html gets its Content-Security-Policy <meta>, with the SHA-256 of each of its inline
//      scripts (scripts/serving/csp.mjs); the build fails if a page has something the policy would break
//      (inline event handlers, javascript: URLs, outside resources or frames) or an external link without
//      rel="noopener noreferrer";
//   2. out/_headers is written for Netlify / Cloudflare Pages;
//   3. serve.json and deploy/** are regenerated from scripts/serving/rules.mjs.
//
//   node scripts/serving/postbuild.mjs       (OUT_DIR overrides the export directory)
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyProblems, withCspMeta } from './csp.mjs';
import { headersFile, writeGeneratedFiles } from './generate.mjs';
import { outDir } from './rules.mjs';
import { htmlFiles } from '../html-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);


if (!existsSync(path.join(out, 'index.html'))) {
  console.error(`serving: ${path.relative(root, out)}/index.html not found; run next build first`);
  process.exit(1);
}

const problems = [];
let scripts = 0;
const files = htmlFiles(out);
for (const file of files) {
  const relative = path.relative(out, file);
  const original = readFileSync(file, 'utf8');
  for (const problem of policyProblems(original)) problems.push(`${relative}: ${problem}`);
  const { html, hashes } = withCspMeta(original);
  scripts += hashes.length;
  if (html !== original) writeFileSync(file, html);
}

if (problems.length > 0) {
  console.error('serving: these pages would break or weaken the Content-Security-Policy:');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('Fix the component, or change the policy in scripts/serving/rules.mjs.');
  process.exit(1);
}

writeFileSync(path.join(out, '_headers'), headersFile());
const changed = writeGeneratedFiles();

console.log(
  `serving: Content-Security-Policy <meta> in ${files.length} pages (${scripts} inline scripts hashed); ` +
    `wrote ${path.relative(root, out)}/_headers` +
    (changed.length > 0 ? `; regenerated ${changed.join(', ')} (commit them)` : ''),
);
