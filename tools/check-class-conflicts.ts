/**
 * Fails when any class attribute of the built site (every .html file of out/) holds two utilities of one Tailwind group
 * (`px-5 px-6`, `flex hidden`, `text-navy-900 text-brand-700`): Tailwind applies whichever comes later in its
 * stylesheet, not in the attribute, so the element may not look the way its author meant. The fix is to build
 * the list with cn() (lib/cn.ts). Prints each page, element and pair; part of `npm run test:html`.
 *
 *   tsx tools/check-class-conflicts.ts        env: OUT_DIR (default out)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { classConflicts } from '../lib/class-conflicts';
import { htmlFiles } from '../scripts/html-files';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.OUT_DIR || 'out');
const files = htmlFiles(outDir);
if (files.length === 0) {
  console.error(`class-conflicts: no HTML file in ${path.relative(root, outDir)}/ (run \`npm run build\` first)`);
  process.exit(1);
}

let attributes = 0;
const problems: string[] = [];
for (const file of files) {
  const $ = load(readFileSync(file, 'utf8'));
  $('[class]').each((_, element) => {
    const classAttribute = $(element).attr('class') ?? '';
    attributes += 1;
    const conflicts = classConflicts(classAttribute);
    if (conflicts.length === 0) return;
    const pairs = conflicts.map(({ dropped, kept }) => `${dropped} + ${kept}`).join(', ');
    problems.push(`${path.relative(outDir, file)}: <${element.tagName} class="${classAttribute}">\n    ${pairs}`);
  });
}

for (const problem of problems) console.log(`  ${problem}`);
console.log(
  `class-conflicts: ${attributes} class attributes in ${files.length} files, ${problems.length} with conflicting utilities` +
    (problems.length ? ' (build those class lists with cn() from lib/cn.ts)' : ''),
);
process.exit(problems.length > 0 ? 1 : 0);
