'use client';

import type { ReactNode } from 'react';
import { NOT_IMPLEMENTED_POPOVER_ID, notify } from '@/lib/notify';
import { useHydrated } from './use-hydrated';

interface NotImplementedButtonProps {
  children: ReactNode;
  className?: string;
}

/**
 * An action the school has not built yet: it only shows the spec's "not implemented" notice. Before the page's
 * script runs (or without JavaScript) it opens the same notice as a native popover (components/layout/notice-area.tsx);
 * once hydrated, the notification area's (sonner) 3 s notice.
 */
export function NotImplementedButton({ children, className }: NotImplementedButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      popoverTarget={hydrated ? undefined : NOT_IMPLEMENTED_POPOVER_ID}
      popoverTargetAction={hydrated ? undefined : 'show'}
      onClick={hydrated ? () => notify.notImplemented() : undefined}
    >
      {children}
    </button>
  );
}
