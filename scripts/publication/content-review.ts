// The publication's list of what the site says that is no longer true, or soon will not be (content/rules/
// stale-content.ts), for the day it runs in Londrina: in the run's summary, and as the body of the repository issue
// "Conteúdo para revisar", which the workflow opens, updates and closes (.github/workflows/publicar.yml). It never stops
// a publication: the site keeps its content as marketing wrote it, and this step exits 0 whatever happens.
//
//   NODE_OPTIONS=--conditions=react-server npx tsx scripts/publication/content-review.ts [--run-url=<url>]
//   (prints the body in Markdown, nothing when there is nothing to review)
import { appendFileSync } from 'node:fs';
import { CONTENT_REVIEW_TITLE } from '../../content/rules/publication';
import { staleContent } from '../../content/rules/stale-content';
import { dayInWords } from '../../content/rules/class-meetings';
import { buildDay } from '../../lib/build-time';
import { contentToReviewData } from '../../lib/content-to-review';

/** The body for `items` on `today`, or '' when there is nothing to review. */
export function reviewBody(items: readonly string[], today: string, runUrl = ''): string {
  if (items.length === 0) return '';
  return [
    `O site diz, em ${dayInWords(today)}, o que já não vale ou logo deixará de valer:`,
    '',
    ...items.map((item) => `- ${item}`),
    '',
    'Cada item se corrige no editor do site (/admin). A publicação diária continua: nada disto a para. Esta issue é ' +
      'atualizada a cada publicação e se fecha sozinha quando não houver mais nada a revisar.',
    ...(runUrl ? ['', `Publicação que conferiu: ${runUrl}`] : []),
    '',
  ].join('\n');
}

function main(args: readonly string[]): void {
  try {
    const today = buildDay();
    const items = staleContent({ ...contentToReviewData(), today });
    const runUrl = args.find((arg) => arg.startsWith('--run-url='))?.slice('--run-url='.length) ?? '';
    const body = reviewBody(items, today, runUrl);
    process.stdout.write(body);
    if (body && process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## ${CONTENT_REVIEW_TITLE}\n\n${body}\n`);
  } catch (error) {
    console.error(`Não deu para conferir o conteúdo (${String(error)}): a publicação continua.`);
  }
}

if (require.main === module) main(process.argv.slice(2));
