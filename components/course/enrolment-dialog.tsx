import { useId, type ReactNode } from 'react';
import { NOTICE_TEXTS, NOTICES } from '@/lib/early/notices/catalogue';
import { NOTICE_CLOSES_DIALOG_ATTRIBUTE, noticeAttribute } from '@/lib/early/notices/hub';
import { TERMS_PATH } from '@/lib/terms';
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

/** Closes the dialog of this id, by invoker command. */
const closes = (dialogId: string) => ({ commandfor: dialogId, command: 'close' as const });

/** The ids that tie the dialog and the success popover to their titles and descriptions, one set per instance. */
interface EnrolmentIds {
  dialogId: string;
  titleId: string;
  descriptionId: string;
  successId: string;
  successTitleId: string;
  successDescriptionId: string;
}

/** The dialog's question: the course, the terms, "Cancelar" and "Confirmar inscrição". */
function EnrolmentQuestion({ courseTitle, ids }: { courseTitle: string; ids: EnrolmentIds }) {
  return (
    <>
      <h2 id={ids.titleId} className={titleClass}>
        Confirmar inscrição
      </h2>
      <p id={ids.descriptionId} className="mt-4 text-slate-600">
        Você está se inscrevendo no curso <strong className="text-navy-900">{courseTitle}</strong>. Ao confirmar, você
        concorda com os {/* The terms in the same tab: the dialog is a question the page asks again on the way back. */}
        <a href={TERMS_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900">
          termos de inscrição
        </a>{' '}
        da escola e nossa equipe entrará em contato para combinar os próximos passos.
      </p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* The least destructive answer has the focus when the dialog opens, not the terms' link before it. */}
        <button type="button" className={OUTLINE_BUTTON_CLASSES} autoFocus {...closes(ids.dialogId)}>
          Cancelar
        </button>
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASSES}
          popoverTarget={ids.successId}
          popoverTargetAction="show"
          {...noticeAttribute(NOTICES.enrolmentConfirmed(courseTitle))}
          {...{ [NOTICE_CLOSES_DIALOG_ATTRIBUTE]: '' }}
        >
          Confirmar inscrição
        </button>
      </div>
    </>
  );
}

/** The success notice without JavaScript. An auto popover: reopening the dialog (showModal) hides it. */
function EnrolmentSuccessPopover({ courseTitle, ids }: { courseTitle: string; ids: EnrolmentIds }) {
  return (
    <div
      id={ids.successId}
      popover="auto"
      role="dialog"
      aria-labelledby={ids.successTitleId}
      aria-describedby={ids.successDescriptionId}
      className={panelClass}
    >
      <p id={ids.successTitleId} className={titleClass}>
        {NOTICE_TEXTS.enrolmentTitle}
      </p>
      <p id={ids.successDescriptionId} className="mt-4 text-slate-600">
        {NOTICE_TEXTS.enrolmentDescription(courseTitle)}
      </p>
      <div className="mt-8 flex justify-end">
        <button type="button" className={PRIMARY_BUTTON_CLASSES} autoFocus {...closes(ids.dialogId)}>
          Fechar
        </button>
      </div>
    </div>
  );
}

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
  const ids: EnrolmentIds = {
    dialogId: `${id}-inscricao`,
    titleId: `${id}-titulo`,
    descriptionId: `${id}-descricao`,
    successId: `${id}-sucesso`,
    successTitleId: `${id}-sucesso-titulo`,
    successDescriptionId: `${id}-sucesso-descricao`,
  };

  return (
    <>
      <button type="button" className={triggerClassName} commandfor={ids.dialogId} command="show-modal">
        Inscreva-se Agora
      </button>
      <dialog
        id={ids.dialogId}
        aria-labelledby={ids.titleId}
        aria-describedby={ids.descriptionId}
        className={panelClass}
      >
        <EnrolmentQuestion courseTitle={courseTitle} ids={ids} />
        <button type="button" aria-label="Fechar" className={closeIconClass} {...closes(ids.dialogId)}>
          {closeIcon}
        </button>
        <EnrolmentSuccessPopover courseTitle={courseTitle} ids={ids} />
      </dialog>
    </>
  );
}
