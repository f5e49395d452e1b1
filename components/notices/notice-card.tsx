import type { MouseEventHandler, ReactNode } from 'react';
import { NOTICE_CLOSE_LABEL, type NoticeVariant } from '@/lib/early/notices/catalogue';
import { NOTICE_CLOSE_ATTRIBUTE, NOTICE_DESCRIPTION_ATTRIBUTE, NOTICE_TITLE_ATTRIBUTE } from '@/lib/early/notices/hub';

interface NoticeCardProps {
  /** The early region's model is the list item itself; in sonner's list, the card is the content of sonner's item. */
  as: 'li' | 'div';
  /** Added to the card's classes (no utility of theirs shared with the card's own, so no merge is needed). */
  className?: string;
  /** The close button's icon, drawn by a server component: no icon code in the browser's bundle. */
  closeIcon: ReactNode;
  variant?: NoticeVariant;
  title?: string;
  /** Left out, no paragraph; empty, an empty one (the early region's model, which the early script fills). */
  description?: string;
  onClose?: MouseEventHandler<HTMLButtonElement>;
}

/** The parts' marks: where the early script writes the title and the description and finds the button, on its model. */
const TITLE_MARK = { [NOTICE_TITLE_ATTRIBUTE]: '' };
const DESCRIPTION_MARK = { [NOTICE_DESCRIPTION_ATTRIBUTE]: '' };
const CLOSE_MARK = { [NOTICE_CLOSE_ATTRIBUTE]: '' };

/**
 * One notice as the reader meets it, before the framework (the early region's model, notice-region.tsx) and after
 * (sonner's custom notice, notice-area.tsx): its title, its description, then its close button, so that a screen
 * reader announcing the live region says the message first. A white card at the bottom right, red for an error;
 * the close button 44 × 44 (WCAG 2.5.5).
 */
export function NoticeCard({
  as: Card,
  className = '',
  variant,
  title,
  description,
  closeIcon,
  onClose,
}: NoticeCardProps) {
  return (
    <Card
      data-variant={variant}
      className={`group/notice relative rounded-card bg-white p-4 pr-14 text-sm text-navy-900 shadow-card ring-1 ring-ice-200 data-[variant=destructive]:bg-red-50 data-[variant=destructive]:text-red-800 data-[variant=destructive]:ring-red-200 ${className}`}
    >
      <p {...TITLE_MARK} className="font-semibold">
        {title}
      </p>
      {description !== undefined && (
        <p {...DESCRIPTION_MARK} className="mt-1 text-slate-600 group-data-[variant=destructive]/notice:text-red-800">
          {description}
        </p>
      )}
      <button
        type="button"
        {...CLOSE_MARK}
        onClick={onClose}
        aria-label={NOTICE_CLOSE_LABEL}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full forced-edge hover:bg-ice-100"
      >
        {closeIcon}
      </button>
    </Card>
  );
}
