'use client';

import { OUTLINE_BUTTON_CLASSES, PRIMARY_BUTTON_CLASSES } from '@/components/ui/button-variant-classes';

interface ErrorNoticeProps {
  /** Renders the failed part again (the `retry` of an error boundary). */
  retry: () => void;
}

/**
 * What a visitor sees when a script fails after the page loaded (app/error.tsx, app/global-error.tsx): a pt-BR
 * message, a retry and plain links back, which reload the page instead of relying on the failed client state.
 */
export function ErrorNotice({ retry }: ErrorNoticeProps) {
  return (
    <section aria-labelledby="erro-titulo" className="py-16 sm:py-24">
      <div className="container-page max-w-3xl text-center">
        <h1 id="erro-titulo" className="text-3xl font-extrabold sm:text-4xl">
          Algo deu errado nesta página
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Não foi possível mostrar este conteúdo. Tente de novo ou continue navegando pelo site.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={PRIMARY_BUTTON_CLASSES}>
            Tentar de novo
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, not the client router that just failed */}
          <a href="/" className={OUTLINE_BUTTON_CLASSES}>
            Voltar para o início
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, as above */}
          <a href="/cursos" className={OUTLINE_BUTTON_CLASSES}>
            Ver todos os cursos
          </a>
        </div>
      </div>
    </section>
  );
}
