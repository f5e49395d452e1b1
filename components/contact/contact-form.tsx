'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { notify } from '@/lib/notify';
import { buttonClasses } from '@/components/ui/button-styles';

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY_DRAFT: ContactDraft = { name: '', email: '', subject: '', message: '' };

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-slate-600/40 bg-white px-4 py-3 text-navy-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const labelClass = 'block font-semibold text-navy-900';

/**
 * The contact form. Validation is the browser's own (required, type="email"); on submit the message only goes
 * to the browser console (spec: no request is made), a thank-you notice appears and the fields are cleared.
 */
export function ContactForm() {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    setDraft((current) => ({ ...current, [name]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.log('Mensagem de contato (não enviada a nenhum servidor):', draft);
    notify.contactSent();
    setDraft(EMPTY_DRAFT);
  }

  /**
   * The browser's own check focuses the first invalid field, but scrolls only "if needed": a field half under
   * the sticky header stays there. Centring it first keeps the focus in sight (WCAG 2.4.11).
   */
  function revealFirstInvalidField(event: FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (field instanceof HTMLElement && field === event.currentTarget.querySelector(':invalid')) {
      field.scrollIntoView({ block: 'center' });
    }
  }

  return (
    <form onSubmit={submit} onInvalidCapture={revealFirstInvalidField} className="space-y-5" aria-labelledby="formulario-titulo">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contato-nome" className={labelClass}>
            Nome Completo
          </label>
          <input id="contato-nome" name="name" type="text" autoComplete="name" required value={draft.name} onChange={update} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contato-email" className={labelClass}>
            E-mail
          </label>
          <input id="contato-email" name="email" type="email" autoComplete="email" required value={draft.email} onChange={update} className={fieldClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contato-assunto" className={labelClass}>
          Assunto
        </label>
        <input id="contato-assunto" name="subject" type="text" required value={draft.subject} onChange={update} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="contato-mensagem" className={labelClass}>
          Mensagem
        </label>
        <textarea id="contato-mensagem" name="message" rows={5} required value={draft.message} onChange={update} className={fieldClass} />
      </div>
      <button type="submit" className={buttonClasses('primary', 'w-full sm:w-auto')}>
        <Send className="size-5" aria-hidden="true" />
        Enviar Mensagem
      </button>
    </form>
  );
}
