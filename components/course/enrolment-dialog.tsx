'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NOTICE_TEXTS, notify } from '@/lib/notify';
import { OUTLINE_BUTTON_CLASSES, PRIMARY_BUTTON_CLASSES } from '@/components/ui/button-variant-classes';
import { useHydrated } from '@/components/ui/use-hydrated';

interface EnrolmentDialogProps {
  courseTitle: string;
  /** Final classes of the "Inscreva-se Agora" button, merged on the server (course-enrolment.tsx). */
  triggerClassName: string;
  /** The ✕ button's icon, rendered on the server too. */
  closeIcon: ReactNode;
}

const panelClass = 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-white p-6 text-navy-900 shadow-card backdrop:bg-navy-950/70 sm:p-8';
const titleClass = 'pr-8 font-heading text-2xl font-extrabold text-navy-900';
const closeIconClass =
  'absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-navy-900 hover:bg-ice-100';

/** Keeps Tab and Shift+Tab on the dialog's buttons (a native modal dialog lets the focus out to the browser's own UI). */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')].filter((button) =>
    button.checkVisibility(),
  );
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * "Inscreva-se Agora": a confirmation only. Nothing is recorded and no request is made (spec).
 *
 * A native modal <dialog>: the browser makes the rest of the page inert, closes it on Escape and gives the focus
 * back to the button that opened it. Before the page's script runs (or without JavaScript) the buttons open and
 * close it with invoker commands (`commandfor`/`command`) and "Confirmar inscrição" opens the success notice as a
 * native popover over it, whose "Fechar" closes the dialog. Once hydrated, the buttons call the dialog's methods,
 * Tab cycles inside it, and confirming closes it and shows the success notice of the notification area (5 s).
 * Each instance has its own ids, so a page may render it more than once.
 */
export function EnrolmentDialog({ courseTitle, triggerClassName, closeIcon }: EnrolmentDialogProps) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const dialogId = `${id}-inscricao`;
  const titleId = `${id}-titulo`;
  const descriptionId = `${id}-descricao`;
  const successId = `${id}-sucesso`;
  const successTitleId = `${id}-sucesso-titulo`;
  const successDescriptionId = `${id}-sucesso-descricao`;

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();
  /** Native before hydration: the command on the button; after it, the click handler. */
  const closes = hydrated ? { onClick: close } : { commandfor: dialogId, command: 'close' as const };

  function confirm() {
    close();
    notify.enrolmentConfirmed(courseTitle);
  }

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        {...(hydrated ? { onClick: open } : { commandfor: dialogId, command: 'show-modal' as const })}
      >
        Inscreva-se Agora
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={hydrated ? keepFocusInside : undefined}
        className={panelClass}
      >
        <h2 id={titleId} className={titleClass}>
          Confirmar inscrição
        </h2>
        <p id={descriptionId} className="mt-4 text-slate-600">
          Você está se inscrevendo no curso <strong className="text-navy-900">{courseTitle}</strong>. Ao confirmar, você
          concorda com os termos de inscrição da escola e nossa equipe entrará em contato para combinar os próximos
          passos.
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={OUTLINE_BUTTON_CLASSES} {...closes}>
            Cancelar
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON_CLASSES}
            {...(hydrated ? { onClick: confirm } : { popoverTarget: successId, popoverTargetAction: 'show' as const })}
          >
            Confirmar inscrição
          </button>
        </div>
        <button type="button" aria-label="Fechar" className={closeIconClass} {...closes}>
          {closeIcon}
        </button>

        {/* The success notice before hydration. An auto popover: reopening the dialog (showModal) hides it. */}
        <div
          id={successId}
          popover="auto"
          role="dialog"
          aria-labelledby={successTitleId}
          aria-describedby={successDescriptionId}
          className={panelClass}
        >
          <p id={successTitleId} className={titleClass}>
            {NOTICE_TEXTS.enrolmentTitle}
          </p>
          <p id={successDescriptionId} className="mt-4 text-slate-600">
            {NOTICE_TEXTS.enrolmentDescription(courseTitle)}
          </p>
          <div className="mt-8 flex justify-end">
            <button type="button" className={PRIMARY_BUTTON_CLASSES} autoFocus {...closes}>
              Fechar
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
