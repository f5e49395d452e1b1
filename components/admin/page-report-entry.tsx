import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/google-snippet';
import type { IndexablePage } from '@/lib/indexable-pages';
import { formatPostDate } from '@/lib/posts';
import { ClassEventsReport } from './class-events-report';
import { CourseQuestionsEase } from './course-questions-ease';
import { GoogleResultPreview } from './google-result-preview';
import { LengthCheck } from './length-check';
import { ReadingEaseCheck } from './reading-ease-check';
import { WhatsAppCardCheck } from './whatsapp-card-check';
import { WhatsAppCardPreview } from './whatsapp-card-preview';

/**
 * One page of the report: its address, its Google result and its WhatsApp card, its title and description counted, and
 * how easy its text is to read.
 */
export function PageReportEntry({ page }: { page: IndexablePage }) {
  const headingId = `pagina-${page.path === '/' ? 'inicio' : page.path.slice(1).replace(/\//g, '-')}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ice-200 bg-white p-6 shadow-card">
      <h3 id={headingId} className="text-base font-bold text-navy-900">
        {page.path}
      </h3>
      {page.scheduledFor ? (
        <p className="mt-2 text-sm font-semibold text-navy-900">
          Agendado para {formatPostDate(page.scheduledFor)}: a página já existe neste endereço, mas só entra no blog, no
          feed, no mapa do site e nas buscas nesse dia.
        </p>
      ) : null}
      {page.resultsPage ? (
        <p className="mt-2 text-sm font-semibold text-navy-900">
          Página de resultados da busca: fica fora do Google e do mapa do site, mas um link dela enviado pelo WhatsApp
          mostra este cartão.
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="space-y-3">
          <h4 className="text-sm font-semibold text-slate-600 uppercase">No Google</h4>
          <GoogleResultPreview page={page} />
          <LengthCheck label="Título" length={page.documentTitle.length} max={MAX_TITLE_LENGTH} />
          <LengthCheck
            label="Descrição"
            length={page.description.length}
            min={MIN_DESCRIPTION_LENGTH}
            max={MAX_DESCRIPTION_LENGTH}
          />
        </div>
        <div className="space-y-3">
          <h4 className="text-sm font-semibold text-slate-600 uppercase">No WhatsApp</h4>
          <WhatsAppCardPreview page={page} />
          <WhatsAppCardCheck path={page.path} />
        </div>
      </div>
      <div className="mt-6 space-y-3">
        <h4 className="text-sm font-semibold text-slate-600 uppercase">Leitura</h4>
        <ReadingEaseCheck path={page.path} />
      </div>
      {page.kind === 'course' ? <CourseQuestionsEase path={page.path} /> : null}
      {page.kind === 'course' ? <ClassEventsReport path={page.path} /> : null}
    </article>
  );
}
