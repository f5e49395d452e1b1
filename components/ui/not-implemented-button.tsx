'use client';

import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';

interface NotImplementedButtonProps {
  children: ReactNode;
  className?: string;
}

/** An action the school has not built yet: it only shows the spec's "not implemented" notice. */
export function NotImplementedButton({ children, className }: NotImplementedButtonProps) {
  return (
    <button type="button" className={className} onClick={() => notify.notImplemented()}>
      {children}
    </button>
  );
}
