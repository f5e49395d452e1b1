import type { Metadata } from 'next';
import { policies } from '@/content/policies';
import { site } from '@/content/site';
import { terms } from '@/content/terms';
import { formatAddress } from '@/lib/address';
import { cn } from '@/lib/cn';
import { getAllCourses, getCourse } from '@/lib/courses';
import { classSizeSentence } from '@/lib/course-questions';
import { pageMetadata } from '@/lib/metadata';
import { formatPostDate } from '@/lib/posts';
import { TERMS_PATH } from '@/lib/terms';
import { upcomingClasses } from '@/lib/upcoming-classes';
import { Searchable } from '@/components/search/searchable';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHeader } from '@/components/ui/page-header';
import { ReadingSection } from '@/components/ui/reading-section';
import { LimitingClause } from '@/components/terms/limiting-clause';
import { PaymentTermsList } from '@/components/terms/payment-terms-list';
import { ClassPricesTable, CourseHoursTable } from '@/components/terms/terms-tables';

export const metadata: Metadata = pageMetadata(TERMS_PATH);

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-navy-900';

/** Every class still to start, with its course, for the price table. */
function pricedClasses() {
  return upcomingClasses().flatMap((courseClass) => {
    const course = getCourse(courseClass.course);
    return course ? [{ course, courseClass }] : [];
  });
}

/** What is bought, and its price: each course's hours and certificate, each class's price, from their own files. */
function PurchaseSections() {
  return (
    <>
      <ReadingSection id="o-que-voce-contrata" title="O que você contrata">
        <p>{terms.whatYouBuy}</p>
        <CourseHoursTable courses={getAllCourses()} />
      </ReadingSection>
      <ReadingSection id="preco-e-pagamento" title="Preço e pagamento" tinted>
        <ClassPricesTable classes={pricedClasses()} />
        <PaymentTermsList payment={policies.payment} />
      </ReadingSection>
    </>
  );
}

/** The school's rules that limit the student's rights, each stood out (components/terms/limiting-clause.tsx). */
function PolicySections() {
  return (
    <>
      <ReadingSection id="desistencia" title="Desistência e reembolso">
        <LimitingClause>
          <p>{policies.cancellation}</p>
        </LimitingClause>
      </ReadingSection>
      <ReadingSection id="faltas-e-reposicao" title="Faltas, reposição e certificado" tinted>
        <LimitingClause>
          <p>{policies.makeUpLessons}</p>
        </LimitingClause>
      </ReadingSection>
      <ReadingSection id="tamanho-da-turma" title="Tamanho da turma">
        <p>{classSizeSentence(policies)}</p>
        <LimitingClause>
          <p>{policies.belowMinimum}</p>
        </LimitingClause>
      </ReadingSection>
    </>
  );
}

/** What each side promises. */
function DutiesSection() {
  return (
    <ReadingSection id="compromissos" title="O que cada um se compromete a fazer" tinted>
      <h3 className="text-xl font-bold text-navy-900">A escola</h3>
      <ul>
        {terms.schoolDuties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      <h3 className="text-xl font-bold text-navy-900">Você</h3>
      <ul>
        {terms.studentDuties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
    </ReadingSection>
  );
}

/** Who the student signs with (Decreto 7.962/2013, art. 2), how to ask, and how to keep these terms. */
function SchoolSection() {
  return (
    <ReadingSection id="quem-somos" title="Quem é a escola">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold text-navy-900">Razão social</dt>
        <dd>{site.legalName}</dd>
        <dt className="font-semibold text-navy-900">CNPJ</dt>
        <dd className="whitespace-nowrap">{site.cnpj}</dd>
        <dt className="font-semibold text-navy-900">Endereço</dt>
        <dd>{formatAddress(site.address)}</dd>
        <dt className="font-semibold text-navy-900">E-mail</dt>
        {/* An address is one long word: it breaks anywhere rather than push the page sideways at 320 px. */}
        <dd className="break-all">{site.email}</dd>
        <dt className="font-semibold text-navy-900">Telefone</dt>
        <dd className="whitespace-nowrap">{site.phone}</dd>
      </dl>
      <p>
        {terms.contact}{' '}
        <IntentLink href="/contato" className={cn(linkClass, 'whitespace-nowrap print:hidden')}>
          Fale com a escola
        </IntentLink>
      </p>
    </ReadingSection>
  );
}

/**
 * The terms of enrolment, the contract's summary that Decreto 7.962/2013, art. 4, I, asks a site to show before the
 * purchase, in a form the student can keep and print (art. 4, IV: the print stylesheet, app/globals.css). The
 * enrolment dialog and every price block link here. Built from content/terms.yaml and the data the course pages show,
 * so no figure is written twice.
 */
export default function TermsPage() {
  return (
    <Searchable kind="Página">
      <PageHeader eyebrow="Matrícula" title="Termos de inscrição" intro={terms.introduction}>
        <p className="mt-4 text-ice-100">
          Versão de <time dateTime={terms.updatedOn}>{formatPostDate(terms.updatedOn)}</time>.
        </p>
      </PageHeader>
      <PurchaseSections />
      <PolicySections />
      <DutiesSection />
      <ReadingSection id="dados-pessoais" title="Seus dados pessoais" tinted>
        <ul>
          {terms.personalData.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ReadingSection>
      <SchoolSection />
      <ReadingSection id="guardar" title="Como guardar estes termos" tinted>
        <p>{terms.keeping}</p>
      </ReadingSection>
    </Searchable>
  );
}
