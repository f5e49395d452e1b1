import { render, screen } from '@testing-library/react';
import { getCourse } from '@/lib/courses';
import type { NextClass as NextClassComponent } from './next-class';

// A plain link stands in for IntentLink (components/ui/__mocks__/intent-link.tsx).
jest.mock('@/components/ui/intent-link');

/** The banner of a build made at `moment` (SITE_BUILD_TIME, read when lib/upcoming-classes.ts loads), with the site's classes. */
function bannerBuiltAt(moment: string): HTMLElement {
  const saved = process.env.SITE_BUILD_TIME;
  process.env.SITE_BUILD_TIME = moment;
  let NextClass: typeof NextClassComponent | undefined;
  jest.isolateModules(() => {
    ({ NextClass } = jest.requireActual<typeof import('./next-class')>('./next-class'));
  });
  if (saved === undefined) delete process.env.SITE_BUILD_TIME;
  else process.env.SITE_BUILD_TIME = saved;
  if (!NextClass) throw new Error('next-class did not load');
  render(<NextClass />);
  return screen.getByRole('region', { name: 'As vagas são limitadas' });
}

describe('NextClass (the home banner)', () => {
  it('built before the first class, announces its month, course and first day, and keeps the button', () => {
    // The soonest class of content/turmas/: the mechanics course's, on Monday 8 September 2025.
    const title = getCourse('formacao-mecanica-refrigeracao-ar-condicionado')?.title ?? '';
    const banner = bannerBuiltAt('2025-08-20T10:00:00-03:00');
    expect(banner).toHaveTextContent('Próxima turma: Setembro de 2025');
    expect(banner).toHaveTextContent(
      `Garanta o seu lugar na turma de setembro de 2025: ${title}, com início em 8 de setembro, segunda-feira.`,
    );
    expect(screen.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      '/cursos/formacao-mecanica-refrigeracao-ar-condicionado',
    );
    expect(screen.getByRole('button', { name: 'Garanta sua Vaga Agora' })).toBeInTheDocument();
  });

  it("with no class to come, shows content/site.yaml's text exactly as before", () => {
    const banner = bannerBuiltAt('2026-11-26T06:10:00-03:00');
    expect(banner).toHaveTextContent('Próxima turma: Setembro de 2025');
    expect(banner).toHaveTextContent(
      'Turmas reduzidas para que cada aluno pratique de verdade. Garanta o seu lugar na turma de setembro de 2025.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Garanta sua Vaga Agora' })).toBeInTheDocument();
  });
});
