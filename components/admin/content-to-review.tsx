import { staleContent } from '@/content/rules/stale-content';
import { dayInWords } from '@/content/rules/class-meetings';
import { buildDay } from '@/lib/build-time';
import { contentToReviewData } from '@/lib/content-to-review';
import {
  CONTENT_TO_REVIEW_ATTRIBUTE,
  NOTHING_TO_REVIEW_ATTRIBUTE,
  REVIEW_DAY_ATTRIBUTE,
} from '@/lib/early/content-to-review';

/**
 * The top of the page report: what the site says that is no longer true, or soon will not be (content/rules/
 * stale-content.ts), for marketing to fix in the editor before a visitor finds it. Built with the build's day; the
 * report's script works it out again for the day it is read (lib/early/content-to-review.ts).
 */
export function ContentToReview() {
  const data = contentToReviewData();
  const today = buildDay();
  const items = staleContent({ ...data, today });
  return (
    <section
      aria-labelledby="conteudo-para-revisar"
      {...{ [CONTENT_TO_REVIEW_ATTRIBUTE]: JSON.stringify(data) }}
      className="border-b-4 border-accent-400 py-12"
    >
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id="conteudo-para-revisar" className="text-2xl font-extrabold">
            Conteúdo para revisar
          </h2>
          <p className="mt-2 text-slate-700">
            O que o site diz e já não vale, ou logo deixará de valer, em{' '}
            <time {...{ [REVIEW_DAY_ATTRIBUTE]: '' }} dateTime={today}>
              {dayInWords(today)}
            </time>
            . Cada item se corrige no editor; a publicação diária não para por causa deles.
          </p>
          <ul hidden={items.length === 0} className="mt-4 list-disc space-y-2 pl-6">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p {...{ [NOTHING_TO_REVIEW_ATTRIBUTE]: '' }} hidden={items.length > 0} className="mt-4 font-semibold">
            Nada para revisar: tudo o que o site mostra com data ainda vale.
          </p>
        </div>
      </div>
    </section>
  );
}
