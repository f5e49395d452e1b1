import { useId, type ReactNode } from 'react';
import { NOTICE_TEXTS, NOTICES } from '@/lib/early/notices/catalogue';
import { NOTICE_CLOSES_DIALOG_ATTRIBUTE, noticeAttribute } from '@/lib/early/notices/hub';
import { OUTLINE_BUTTON_CLASSES, PRIMARY_BUTTON_CLASSES } from '@/components/ui/button-variant-classes';

interface EnrolmentDialogProps {
  courseTitle: string;
  /** Final classes of the "Inscreva-se Agora" button, merged on the server (course-enrolment.tsx). */
  triggerClassName: string;
  /** The ✕ button's icon. */
  closeIcon: ReactNode;
}

const panelClass =
  'm-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-white p-6 text-navy-900 shadow-card backdrop:bg-navy-950/70 sm:p-8';
const titleClass = 'pr-8 font-heading text-2xl font-extrabold text-navy-900';
const closeIconClass =
  'absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-ice-100';

/**
 * "Inscreva-se Agora": a confirmation only. Nothing is recorded and no request is made (spec).
 *
 * A native modal <dialog>, opened and closed by invoker commands (`commandfor`/`command`, polyfilled where missing
 * by the early script): the browser makes the rest of the page inert, closes it on Escape and gives the focus back
 * to the button that opened it; the early script keeps Tab inside it (lib/early/dialog.ts). "Confirmar inscrição"
 * closes it and shows the success notice naming the course for 5 s (lib/early/notices/hub.ts), from the first tap,
 * with or without the framework. Without JavaScript, it opens the notice's text as a native popover over the
 * dialog instead, whose "Fechar" closes the dialog. Each instance has its own ids, so a page may render it twice.
 */
export function EnrolmentDialog({ courseTitle, triggerClassName, closeIcon }: EnrolmentDialogProps) {
  const id = useId();
  const dialogId = `${id}-inscricao`;
  const titleId = `${id}-titulo`;
  const descriptionId = `${id}-descricao`;
  const successId = `${id}-sucesso`;
  const successTitleId = `${id}-sucesso-titulo`;
  const successDescriptionId = `${id}-sucesso-descricao`;
  const closes = { commandfor: dialogId, command: 'close' as const };

  return (
    <>
      <button type="button" className={triggerClassName} commandfor={dialogId} command="show-modal">
        Inscreva-se Agora
      </button>
      <dialog id={dialogId} aria-labelledby={titleId} aria-describedby={descriptionId} className={panelClass}>
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
            popoverTarget={successId}
            popoverTargetAction="show"
            {...noticeAttribute(NOTICES.enrolmentConfirmed(courseTitle))}
            {...{ [NOTICE_CLOSES_DIALOG_ATTRIBUTE]: '' }}
          >
            Confirmar inscrição
          </button>
        </div>
        <button type="button" aria-label="Fechar" className={closeIconClass} {...closes}>
          {closeIcon}
        </button>

        {/* The success notice without JavaScript. An auto popover: reopening the dialog (showModal) hides it. */}
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
