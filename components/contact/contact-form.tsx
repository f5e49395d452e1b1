import type { ReactNode } from 'react';
import type { SiteConfig } from '@/content/site-schema';
import { NOTICES } from '@/lib/early/notices/catalogue';
import { CONTACT_FORM_ATTRIBUTE } from '@/lib/early/contact-message';
import { NEEDS_SCRIPT_ATTRIBUTE } from '@/lib/early/needs-script';
import { PRIMARY_BUTTON_CLASSES } from '@/components/ui/button-variant-classes';

/** How to reach the school without the form. Handed by the page: the content files are read on the server only. */
export type ContactChannels = Pick<SiteConfig, 'phone' | 'phoneHref' | 'email'>;

interface ContactFormProps {
  contact: ContactChannels;
  /** Icons rendered by the page, a server component: icons stay out of client code. */
  noteIcon: ReactNode;
  submitIcon: ReactNode;
}

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-slate-600/70 bg-white px-4 py-3 text-navy-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block font-semibold text-navy-900';
const noticeLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

/** The four fields, each with its label; the browser checks them (required, type="email"). */
function ContactFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contato-nome" className={labelClass}>
            Nome Completo
          </label>
          <input id="contato-nome" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contato-email" className={labelClass}>
            E-mail
          </label>
          <input id="contato-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contato-assunto" className={labelClass}>
          Assunto
        </label>
        <input id="contato-assunto" name="subject" type="text" required className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contato-mensagem" className={labelClass}>
          Mensagem
        </label>
        <textarea id="contato-mensagem" name="message" rows={5} required className={fieldClass} />
      </div>
    </>
  );
}

/** Without JavaScript: why nothing can be sent, and the phone and e-mail instead. */
function NoScriptNote({ contact, icon }: { contact: ContactChannels; icon: ReactNode }) {
  return (
    <noscript>
      <p className="flex gap-3 rounded-lg bg-ice-50 p-4 text-sm text-navy-900 ring-1 ring-ice-200">
        {icon}
        <span>
          O envio pelo formulário precisa do JavaScript ativado no navegador: ative-o e recarregue a página (o que você
          digitou pode se perder). Se preferir, ligue para{' '}
          <a href={`tel:${contact.phoneHref}`} className={`${noticeLinkClass} whitespace-nowrap`}>
            {contact.phone}
          </a>{' '}
          ou escreva para{' '}
          <a href={`mailto:${contact.email}`} className={`${noticeLinkClass} wrap-anywhere`}>
            {contact.email}
          </a>
          .
        </span>
      </p>
    </noscript>
  );
}

/**
 * The contact form. Validation is the browser's own (required, type="email"); on submit the message only goes
 * to the browser console (spec: no request is made), a thank-you notice appears and the fields are cleared: the
 * early script does it from the first tap, before and after the framework (lib/early/contact-message.ts).
 *
 * Without JavaScript nothing can be sent and nothing typed can leave the page: the submit button is hidden (the
 * layout's <noscript> style), and `method="dialog"` makes any submission (Enter in a field) outside a <dialog> a
 * no-op for the browser, so no request and no `?name=…` in the address bar. A note says why and gives the phone and e-mail.
 */
export function ContactForm({ contact, noteIcon, submitIcon }: ContactFormProps) {
  return (
    <form
      method="dialog"
      {...{ [CONTACT_FORM_ATTRIBUTE]: JSON.stringify(NOTICES.contactSent()) }}
      className="space-y-5"
      aria-labelledby="formulario-titulo"
    >
      <ContactFields />
      <NoScriptNote contact={contact} icon={noteIcon} />
      <button
        type="submit"
        {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}
        className={`${PRIMARY_BUTTON_CLASSES} w-full sm:w-auto`}
      >
        {submitIcon}
        Enviar Mensagem
      </button>
    </form>
  );
}
