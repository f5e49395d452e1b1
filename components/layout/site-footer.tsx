import { IntentLink } from '@/components/ui/intent-link';
import { Mail, MapPin, Phone } from 'lucide';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { ACCESSIBILITY_PATH } from '@/lib/accessibility';
import { TERMS_PATH } from '@/lib/terms';
import { cn } from '@/lib/cn';
import { formatAddress } from '@/lib/address';
import { PostalAddress } from '@/components/ui/postal-address';
import { SocialLinks } from '@/components/ui/social-links';
import { NotImplementedButton } from '@/components/ui/not-implemented-button';
import { CurrentYear } from './current-year';
import { SiteLogo } from './site-logo';
import { Icon } from '@/components/ui/icon';

const FOOTER_COURSE_NAMES = [
  'Ar Condicionado Split',
  'Mecânico em Refrigeração e A/C',
  'Câmaras Frigorificas',
] as const;

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-ice-100 underline-offset-4 hover:text-white hover:underline';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-base font-bold text-white">{title}</h2>
      {children}
    </div>
  );
}

/** The school in a few words, and its social profiles. */
function FooterAbout() {
  return (
    <div>
      <SiteLogo tone="light" />
      <p className="mt-4 text-sm">{site.tagline}</p>
      <p className="mt-3 text-sm">{site.experienceStatement}</p>
      <SocialLinks className="mt-5" linkClassName="bg-white/10 text-white hover:bg-brand-600" />
    </div>
  );
}

/** The spec's three course names (each a "not implemented" notice) and the list of courses. */
function FooterCourses() {
  return (
    <FooterColumn title="Cursos">
      <ul className="text-sm">
        {FOOTER_COURSE_NAMES.map((name) => (
          <li key={name}>
            <NotImplementedButton className={cn(linkClass, 'text-left')}>{name}</NotImplementedButton>
          </li>
        ))}
        <li>
          <IntentLink href="/cursos" className={linkClass}>
            Ver todos os cursos
          </IntentLink>
        </li>
      </ul>
    </FooterColumn>
  );
}

/** The spec's "Institucional" column, as it names it. */
function FooterInstitutional() {
  return (
    <FooterColumn title="Institucional">
      <ul className="text-sm">
        <li>
          <IntentLink href="/sobre" className={linkClass}>
            Sobre Nós
          </IntentLink>
        </li>
        <li>
          <IntentLink href="/blog" className={linkClass}>
            Blog
          </IntentLink>
        </li>
        <li>
          <NotImplementedButton className={cn(linkClass, 'text-left')}>Política de Privacidade</NotImplementedButton>
        </li>
        <li>
          <NotImplementedButton className={cn(linkClass, 'text-left')}>Trabalhe Conosco</NotImplementedButton>
        </li>
      </ul>
    </FooterColumn>
  );
}

/** Phone, e-mail and address. */
function FooterContact() {
  return (
    <FooterColumn title="Fale Conosco">
      <ul className="space-y-3 text-sm">
        <li>
          <a
            href={`tel:${site.phoneHref}`}
            className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap hover:text-white"
          >
            <Icon icon={Phone} className="size-4 shrink-0 text-accent-400" />
            {site.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-11 items-center gap-2 break-all hover:text-white"
          >
            <Icon icon={Mail} className="size-4 shrink-0 text-accent-400" />
            {site.email}
          </a>
        </li>
        <li className="flex gap-2">
          <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-accent-400" />
          <PostalAddress />
        </li>
      </ul>
    </FooterColumn>
  );
}

/** The terms' and the statement's links, then the company's legal identity (Decreto 7.962/2013, art. 2), and the copyright line last, as the spec ends the footer. */
function FooterLegalLines() {
  return (
    <div className="border-t border-white/10 contrast-more:border-white/60">
      <div className="container-page flex flex-col items-center gap-1 py-3 text-center text-sm">
        <p className="flex flex-wrap justify-center gap-x-6">
          <IntentLink href={TERMS_PATH} className={linkClass}>
            Termos de inscrição
          </IntentLink>
          <IntentLink href={ACCESSIBILITY_PATH} className={linkClass}>
            Acessibilidade
          </IntentLink>
        </p>
        <p>
          {site.legalName} · CNPJ {site.cnpj} · {formatAddress(site.address)}
        </p>
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. Todos os direitos reservados.
        </p>
      </div>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer id="contato" className="bg-navy-900 text-ice-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <FooterAbout />
        <FooterCourses />
        <FooterInstitutional />
        <FooterContact />
      </div>
      <FooterLegalLines />
    </footer>
  );
}
