import type { Metadata } from 'next';
import { getIndexablePages, type IndexablePageKind } from '@/lib/indexable-pages';
import { PageHeader } from '@/components/ui/page-header';
import { PageReportEntry } from '@/components/admin/page-report-entry';
import { ContentToReview } from '@/components/admin/content-to-review';
import { EarlyPageScript } from '@/components/layout/early-script';
import { STALE_WARNING_ATTRIBUTE } from '@/lib/early/live-version';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/content/rules/google-snippet';
import { cmsPage } from '@/content/rules/serving';
import { TITLE_SUFFIX } from '@/content/site';
import { cn } from '@/lib/cn';
import { buildInfo, type BuildInfo } from '@/lib/build-info';
import { formatBuiltAt } from '@/lib/build-time';

// Marketing's page report (content/rules/serving.ts, pageReportPath): read from the registry that writes each page's
// metadata and share image, so it shows what the pages say; rebuilt with the site at every publication.
export const metadata: Metadata = {
  title: 'Relatório das páginas',
  description: 'Como cada página do site aparece no Google e no WhatsApp, com o título e a descrição conferidos.',
  robots: { index: false, follow: false },
};

const SECTIONS: readonly { kinds: readonly IndexablePageKind[]; id: string; title: string }[] = [
  { kinds: ['home', 'page'], id: 'paginas-fixas', title: 'Páginas' },
  { kinds: ['course'], id: 'paginas-cursos', title: 'Cursos' },
  { kinds: ['post'], id: 'paginas-blog', title: 'Blog' },
  { kinds: ['list'], id: 'paginas-listas', title: 'Categorias e páginas seguintes do blog' },
];

/** The live version: when it was published and, when known, from which commit (a link when the repository is known). */
function LiveVersion({ live }: { live: BuildInfo }) {
  return (
    <p className="mt-6 text-white">
      Versão no ar: publicada em <time dateTime={live.builtAt.toISOString()}>{formatBuiltAt(live.builtAt)}</time>{' '}
      (horário de Brasília)
      {live.commit ? (
        <>
          , do commit{' '}
          {live.commitUrl ? (
            <a
              href={live.commitUrl}
              rel="noopener noreferrer"
              className="font-mono font-semibold underline underline-offset-4"
            >
              {live.commit.slice(0, 7)}
            </a>
          ) : (
            <span className="font-mono font-semibold">{live.commit.slice(0, 7)}</span>
          )}
        </>
      ) : null}
      .
    </p>
  );
}

export default function PageReport() {
  const pages = getIndexablePages();
  const live = buildInfo();
  return (
    <>
      <EarlyPageScript entry="page-report" />
      <PageHeader
        eyebrow="Editor do site"
        title="Relatório das páginas"
        intro={`Como cada uma das ${pages.length} páginas do site aparece numa busca do Google e num link enviado pelo WhatsApp. Uma publicação só entra no ar com cada título (com "${TITLE_SUFFIX}") em até ${MAX_TITLE_LENGTH} caracteres, cada descrição de ${MIN_DESCRIPTION_LENGTH} a ${MAX_DESCRIPTION_LENGTH} e cada cartão do WhatsApp dentro das regras do próprio WhatsApp (conferidas abaixo, página a página). Este relatório é refeito a cada publicação.`}
      >
        <LiveVersion live={live} />
        <p
          {...{ [STALE_WARNING_ATTRIBUTE]: '' }}
          hidden
          role="status"
          className="mt-4 rounded-lg border-2 border-accent-400 bg-navy-950 p-4 font-semibold text-white"
        />
        <p className="mt-4">
          <a href={cmsPage} className="font-semibold text-white underline underline-offset-4">
            Voltar ao editor
          </a>
        </p>
      </PageHeader>
      <ContentToReview />
      {SECTIONS.map(({ kinds, id, title }, index) => (
        <section key={id} aria-labelledby={id} className={cn('py-16', index % 2 === 1 && 'bg-ice-50')}>
          <div className="container-page space-y-8">
            <h2 id={id} className="text-2xl font-extrabold">
              {title}
            </h2>
            {pages
              .filter((page) => kinds.includes(page.kind))
              .map((page) => (
                <PageReportEntry key={page.path} page={page} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
