import { X } from 'lucide';
import { NOT_IMPLEMENTED_POPOVER_ID, NOTICE_TEXTS } from '@/lib/early/notices/catalogue';
import { Icon } from '@/components/ui/icon';

const TITLE_ID = `${NOT_IMPLEMENTED_POPOVER_ID}-titulo`;
const DESCRIPTION_ID = `${NOT_IMPLEMENTED_POPOVER_ID}-descricao`;

/**
 * The spec's "not implemented" notice as a native popover, placed where the notification area shows its notices:
 * what NotImplementedButton opens without JavaScript (with it, the early script shows the timed notice instead). It
 * closes with its button, Escape or a tap elsewhere (popover="auto"); without a script it cannot time itself out.
 */
export function NotImplementedPopover() {
  return (
    <div
      id={NOT_IMPLEMENTED_POPOVER_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      className="fixed inset-auto right-4 bottom-4 m-0 w-[calc(100%-2rem)] max-w-sm rounded-card bg-white p-4 pr-12 text-sm text-navy-900 shadow-card ring-1 ring-ice-200"
    >
      <p id={TITLE_ID} className="font-semibold">
        {NOTICE_TEXTS.notImplemented.title}
      </p>
      <p id={DESCRIPTION_ID} className="mt-1 text-slate-600">
        {NOTICE_TEXTS.notImplemented.description}
      </p>
      <button
        type="button"
        popoverTarget={NOT_IMPLEMENTED_POPOVER_ID}
        popoverTargetAction="hide"
        aria-label="Fechar notificação"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-ice-100"
      >
        <Icon icon={X} className="size-4" />
      </button>
    </div>
  );
}
