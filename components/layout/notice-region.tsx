import { X } from 'lucide';
import {
  NOTICE_CLOSE_ATTRIBUTE,
  NOTICE_DESCRIPTION_ATTRIBUTE,
  NOTICE_REGION_ID,
  NOTICE_MODEL_ID,
  NOTICE_TITLE_ATTRIBUTE,
} from '@/lib/early/notices';
import { NOTICE_CLOSE_LABEL, NOTICE_REGION_NAME } from '@/lib/notify';
import { Icon } from '@/components/ui/icon';

/**
 * The notification region before the framework: a persistent polite live region (screen readers announce what is
 * added to a region they already know), and the model of one notice, which the early script clones and fills
 * (lib/early/notices.ts). When the framework arrives, sonner's region (notice-area.tsx) shows the next notices;
 * this one finishes the notice it shows, then leaves the page. The look follows sonner's: a white card at the bottom
 * right, red text for an error.
 */
export function NoticeRegion() {
  return (
    <>
      <section
        id={NOTICE_REGION_ID}
        aria-label={NOTICE_REGION_NAME}
        aria-live="polite"
        aria-relevant="additions text"
        tabIndex={-1}
        className="pointer-events-none fixed right-4 bottom-4 z-[60] w-[calc(100%-2rem)] max-w-sm focus:outline-none"
        // The early script puts its notice into this list before the framework hydrates the page: as inner HTML, the
        // list is not compared by React when it does (a child React did not render would fail the hydration).
        dangerouslySetInnerHTML={{ __html: '<ol class="m-0 list-none p-0"></ol>' }}
      />
      {/* A hidden list, not a <template>: React hydrates a template's children as if they were its child nodes. */}
      <ol id={NOTICE_MODEL_ID} hidden>
        <li className="group/notice pointer-events-auto relative touch-none rounded-card bg-white p-4 pr-14 text-sm text-navy-900 shadow-card ring-1 ring-ice-200 select-none data-[variant=destructive]:bg-red-50 data-[variant=destructive]:text-red-800 data-[variant=destructive]:ring-red-200">
          <p {...{ [NOTICE_TITLE_ATTRIBUTE]: '' }} className="font-semibold" />
          <p {...{ [NOTICE_DESCRIPTION_ATTRIBUTE]: '' }} className="mt-1 text-slate-600 group-data-[variant=destructive]/notice:text-red-800" />
          <button
            type="button"
            {...{ [NOTICE_CLOSE_ATTRIBUTE]: '' }}
            aria-label={NOTICE_CLOSE_LABEL}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-ice-100"
          >
            <Icon icon={X} className="size-4" />
          </button>
        </li>
      </ol>
    </>
  );
}
