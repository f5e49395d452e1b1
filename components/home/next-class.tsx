import { CalendarDays } from 'lucide';
import { site } from '@/content/site';
import { NotImplementedButton } from '@/components/ui/not-implemented-button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';

export function NextClass() {
  return (
    <section aria-labelledby="proxima-turma-titulo" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-card bg-navy-900 bg-[radial-gradient(circle_at_90%_10%,rgb(61_143_224/0.4),transparent_50%)] p-8 text-white shadow-card sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="mb-2 inline-flex items-center gap-2 font-semibold text-accent-400">
              <Icon icon={CalendarDays} className="size-5" />
              Próxima turma: {site.nextClass}
            </p>
            <h2 id="proxima-turma-titulo" className="text-3xl font-extrabold text-white sm:text-4xl">
              As vagas são limitadas
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-ice-100">
              Turmas reduzidas para que cada aluno pratique de verdade. Garanta o seu lugar na turma de{' '}
              {site.nextClass.toLowerCase()}.
            </p>
          </div>
          <NotImplementedButton className={buttonClasses('accent', 'shrink-0 px-8 text-lg')}>
            Garanta sua Vaga Agora
          </NotImplementedButton>
        </div>
      </div>
    </section>
  );
}
