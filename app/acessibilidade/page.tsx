import type { Metadata } from 'next';
import {
  ACCESSIBILITY_PATH,
  AUDITED_WIDTHS_PX,
  ENHANCED_CONTRAST_RATIO,
  KNOWN_EXCEPTIONS,
  MIN_TARGET_PX,
  NARROWEST_WIDTH_PX,
  READER_SETTINGS,
  REPORT_ANSWER_BUSINESS_DAYS,
  STANDARDS,
  STATEMENT_REVIEWED_ON,
} from '@/lib/accessibility';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { formatPostDate } from '@/lib/posts';
import { PageHeader } from '@/components/ui/page-header';
import { Searchable } from '@/components/search/searchable';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import { ReadingSection } from '@/components/ui/reading-section';

export const metadata: Metadata = pageMetadata(ACCESSIBILITY_PATH);

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600';

/** The standard the site follows, and where it goes beyond it (level AAA). */
function StandardSection() {
  return (
    <ReadingSection id="padrao" title="O padrão que seguimos">
      <p>
        Este site atende às diretrizes {STANDARDS.wcag}, nível {STANDARDS.level}, em todas as páginas, e segue o{' '}
        {STANDARDS.emag}, a referência brasileira. É o que pede a {STANDARDS.law}.
      </p>
      <p>Em vários pontos vamos além do nível {STANDARDS.level} (nível AAA):</p>
      <ul>
        <li>o texto tem contraste de pelo menos {ENHANCED_CONTRAST_RATIO}:1 com o fundo;</li>
        <li>
          botões e links têm pelo menos {MIN_TARGET_PX} × {MIN_TARGET_PX} pixels, mesmo numa tela de{' '}
          {NARROWEST_WIDTH_PX} pixels (a regra não vale para links no meio de um texto);
        </li>
        <li>todo o conteúdo fica em regiões com nome, que o leitor de tela anuncia.</li>
      </ul>
    </ReadingSection>
  );
}

/** How the site is tested: the automatic checks of every change, and the reader settings they try. */
function TestingSection() {
  const widths = `${AUDITED_WIDTHS_PX.phone} e ${AUDITED_WIDTHS_PX.desktop} pixels`;
  return (
    <ReadingSection id="como-testamos" title="Como testamos" tinted>
      <p>
        A cada mudança no site, testes automáticos abrem cada página em {widths} de largura. Eles usam o axe-core, com
        as regras das WCAG 2.0, 2.1 e 2.2 (níveis A, AA e AAA) e as boas práticas. Uma falha impede a mudança de entrar
        no ar.
      </p>
      <p>Os testes também abrem cada página com as configurações que muita gente usa:</p>
      <ul>
        {READER_SETTINGS.map((setting) => (
          <li key={setting}>{setting};</li>
        ))}
      </ul>
    </ReadingSection>
  );
}

/** What falls short of the standard, and why. */
function ExceptionsSection() {
  return (
    <ReadingSection id="excecoes" title="O que ainda não está completo">
      <p>Conhecemos estes limites, e por que eles existem:</p>
      <dl className="space-y-5">
        {KNOWN_EXCEPTIONS.map(({ title, detail }) => (
          <div key={title}>
            <dt className="font-bold text-navy-900">{title}</dt>
            <dd className="mt-1">{detail}</dd>
          </div>
        ))}
      </dl>
    </ReadingSection>
  );
}

/** How to report a barrier, and when the statement was last reviewed. */
function ReportSection() {
  return (
    <ReadingSection id="avisar" title="Encontrou uma barreira?" tinted>
      <p>
        Conte para nós o que aconteceu: a página, o que você tentava fazer e o aparelho que usa. Respondemos em até{' '}
        {REPORT_ANSWER_BUSINESS_DAYS} dias úteis.
      </p>
      <ul>
        <li>
          E-mail:{' '}
          {/* An address is one long word: it breaks anywhere rather than push the page sideways on a 320 px screen. */}
          <a
            href={`mailto:${site.email}?subject=${encodeURIComponent('Acessibilidade do site')}`}
            className={cn(linkClass, 'break-all')}
          >
            {site.email}
          </a>
        </li>
        <li>
          Telefone:{' '}
          <a href={`tel:${site.phoneHref}`} className={cn(linkClass, 'whitespace-nowrap')}>
            {site.phone}
          </a>
        </li>
        <li>
          Ou pelo{' '}
          <IntentLink href="/contato" className={linkClass}>
            formulário de contato
          </IntentLink>
          .
        </li>
      </ul>
      <p>
        Esta declaração foi revista em{' '}
        <time dateTime={STATEMENT_REVIEWED_ON}>{formatPostDate(STATEMENT_REVIEWED_ON)}</time>.
      </p>
    </ReadingSection>
  );
}

/**
 * The accessibility statement, in the eMAG and GOV.UK manner: the standard, how it is tested, what falls short and
 * why, and how to report a barrier. Its facts are lib/accessibility.ts, which the quality gates import.
 */
export default function AccessibilityStatementPage() {
  return (
    <Searchable kind="Página">
      <PageHeader
        eyebrow="Acessibilidade"
        title="Declaração de acessibilidade"
        intro={`Queremos que todas as pessoas usem este site com facilidade: no celular ou no computador, com leitor de tela, só com o teclado ou com letras grandes. Aqui está o que garantimos, como testamos e como nos avisar de um problema.`}
      />
      <StandardSection />
      <TestingSection />
      <ExceptionsSection />
      <ReportSection />
    </Searchable>
  );
}
