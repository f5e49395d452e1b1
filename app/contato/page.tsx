import type { Metadata } from 'next';
import { Info, Send } from 'lucide';
import { titledSection } from '@/content/sections';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactDetails } from '@/components/contact/contact-details';
import { LocationMap } from '@/components/contact/location-map';
import { WhatsAppLink } from '@/components/contact/whatsapp-link';
import { Icon } from '@/components/ui/icon';
import { Searchable } from '@/components/search/searchable';
import { TitledSection } from '@/components/ui/titled-section';

export const metadata: Metadata = pageMetadata('/contato');

export default function ContactPage() {
  return (
    <Searchable kind="Página">
      <PageHeader {...titledSection('contato')} />
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TitledSection
          id="formulario-titulo"
          title="Envie sua mensagem"
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-ice-200 sm:p-8"
          headingClassName="mb-6"
        >
          <ContactForm
            contact={{ phone: site.phone, phoneHref: site.phoneHref, email: site.email }}
            noteIcon={<Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-brand-700" />}
            submitIcon={<Icon icon={Send} className="size-5" />}
          />
        </TitledSection>
        <TitledSection id="dados-titulo" title="Onde estamos" className="space-y-8">
          <ContactDetails />
          <WhatsAppLink />
          <LocationMap />
        </TitledSection>
      </div>
    </Searchable>
  );
}
