import type { ReactNode } from 'react';
import { NOT_IMPLEMENTED_POPOVER_ID, NOTICES } from '@/lib/early/notices/catalogue';
import { noticeAttribute } from '@/lib/early/notices/hub';

interface NotImplementedButtonProps {
  children: ReactNode;
  className?: string;
}

/**
 * An action the school has not built yet: it only shows the spec's "not implemented" notice for 3 s, drawn by the
 * early script from the first tap (lib/early/notices/hub.ts) and by sonner once the framework has arrived. Without
 * JavaScript it opens the same text as a native popover (components/ui/not-implemented-popover.tsx), which the
 * script cancels when it shows the timed notice.
 */
export function NotImplementedButton({ children, className }: NotImplementedButtonProps) {
  return (
    <button
      type="button"
      className={className}
      popoverTarget={NOT_IMPLEMENTED_POPOVER_ID}
      popoverTargetAction="show"
      {...noticeAttribute(NOTICES.notImplemented())}
    >
      {children}
    </button>
  );
}
