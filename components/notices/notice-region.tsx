import { NOTICE_REGION_ID, NOTICE_MODEL_ID } from '@/lib/early/notices/hub';
import { NOTICE_REGION_NAME } from '@/lib/early/notices/catalogue';
import type { ReactNode } from 'react';
import { NoticeCard } from './notice-card';

/**
 * The notification region before the framework: a persistent polite live region (screen readers announce what is
 * added to a region they already know), and the model of one notice, which the early script clones and fills
 * (lib/early/notices/hub.ts). When the framework arrives, sonner's region (notice-area.tsx) shows the next notices;
 * this one finishes the notice it shows, then leaves the page. Both draw the same card (notice-card.tsx).
 */
export function NoticeRegion({ closeIcon }: { closeIcon: ReactNode }) {
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
        // list is not compared by React when it does (a child React did not render would fail the hydration). F8
        // focuses the list, as sonner's does.
        dangerouslySetInnerHTML={{ __html: '<ol class="m-0 list-none p-0" tabindex="-1"></ol>' }}
      />
      {/* A hidden list, not a <template>: React hydrates a template's children as if they were its child nodes. */}
      <ol id={NOTICE_MODEL_ID} hidden>
        <NoticeCard
          as="li"
          className="pointer-events-auto touch-none select-none"
          closeIcon={closeIcon}
          description=""
        />
      </ol>
    </>
  );
}
