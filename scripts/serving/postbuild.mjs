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
import { inputProblems, outputProblems, policyProblems, withCspMeta } from './csp.mjs';
import { headersFile, writeGeneratedFiles } from './generate.mjs';
import { outDir } from './rules.mjs';
import { htmlFiles } from '../html-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.resolve(root, process.env.OUT_DIR || outDir);


const files = existsSync(out) ? htmlFiles(out) : [];
if (!files.some((file) => path.basename(file) === 'index.html')) {
  console.error(`serving: ${path.relative(root, out)}/index.html not found; run next build first`);
  process.exit(1);
}

// Every page is checked before and after: a page this step does not recognise (a Next.js upgrade, a changed
// export) stops the build naming the page, instead of shipping without or with a wrong policy.
const problems = [];
let scripts = 0;
for (const file of files) {
  const relative = path.relative(out, file);
  try {
    const original = readFileSync(file, 'utf8');
    const unexpected = inputProblems(original);
    if (unexpected.length > 0) {
      for (const problem of unexpected) problems.push(`${relative}: ${problem}`);
      continue;
    }
    for (const problem of policyProblems(original)) problems.push(`${relative}: ${problem}`);
    const { html, hashes } = withCspMeta(original);
    for (const problem of outputProblems(html)) problems.push(`${relative}: ${problem}`);
    scripts += hashes.length;
    if (html !== original) writeFileSync(file, html);
  } catch (error) {
    problems.push(`${relative}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (problems.length > 0) {
  console.error('serving: these pages are not what this step expects, or would break or weaken the Content-Security-Policy:');
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
