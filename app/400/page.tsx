import type { Metadata } from 'next';
import { WayBackLinks } from '@/components/ui/way-back-links';

export const metadata: Metadata = {
  title: 'Endereço inválido',
  description:
    'O endereço pedido está incompleto ou mal escrito. Volte para a página inicial ou veja os cursos da escola.',
  robots: { index: false, follow: true },
};

/**
 * Exported as 400.html: the local server and nginx answer a malformed request path (a cut link such as
 * /cursos/a%E0%A4%A) with it, status 400. It is served at URLs the client router cannot read, so the post-build step
 * takes every script out of it (content/rules/serving.ts, badRequestPage); its links are plain page loads.
 */
export default function BadRequest() {
  return (
    <section aria-labelledby="requisicao-invalida-titulo" className="py-16 sm:py-24">
      <div className="container-page max-w-3xl text-center">
        <p className="font-heading text-6xl font-extrabold text-brand-600">400</p>
        <h1 id="requisicao-invalida-titulo" className="mt-4 text-3xl font-extrabold sm:text-4xl">
          Endereço inválido
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Este endereço está incompleto ou mal escrito — talvez o link tenha sido cortado ao ser copiado. Confira o
          endereço ou continue navegando pelo site.
        </p>
        <WayBackLinks />
      </div>
    </section>
  );
}
