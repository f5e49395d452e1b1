// Validates every HTML file of the built site (out/**/*.html) with html-validate and the project's
// .htmlvalidate.mjs; prints each problem, then a summary per rule; exits with code 1 on any error (and when
// out/ has no HTML, so a missing build cannot pass). Part of `npm run test:html`, after the build.
//
//   tsx tools/validate-html.ts        env: OUT_DIR (default out)
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory, type Result } from 'html-validate';
import { htmlFiles } from '../scripts/html-files';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.OUT_DIR || 'out');

async function main(): Promise<number> {
  const files = htmlFiles(outDir);
  if (files.length === 0) {
    console.error(`validate-html: no HTML file in ${path.relative(root, outDir) || '.'}/ (run \`npm run build\` first)`);
    return 1;
  }

  // Finds .htmlvalidate.mjs from each file's folder up to the project root, like the html-validate CLI.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const results: Result[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    results.push(...report.results);
  }

  const messages = results.flatMap((result) => result.messages.map((message) => ({ ...message, file: result.filePath })));
  const errors = messages.filter((message) => message.severity === 2);
  const warnings = messages.filter((message) => message.severity === 1);

  if (messages.length > 0) console.log(formatterFactory('stylish')(results));

  const byRule = new Map<string, number>();
  for (const message of messages) byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(4)}  ${rule}`);
  }

  const filesWithErrors = new Set(errors.map((message) => message.file)).size;
  console.log(
    `validate-html: ${files.length} files in ${path.relative(root, outDir)}/, ` +
      `${errors.length} errors in ${filesWithErrors} files, ${warnings.length} warnings`,
  );
  return errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
