'use client';

import { useEffect, useState } from 'react';
import {
  MAX_VISIBLE_NOTICES,
  NOTICE_DEFAULT_DURATION_MS,
  NOTICE_REGION_HOTKEY,
  noticeAreaReady,
} from '@/lib/notify';

type Sonner = typeof import('sonner');

/**
 * The layout's single notification region (sonner). Its section is a persistent polite live region.
 *
 * sonner is fetched as its own chunk once the page has hydrated, so it is not in the JavaScript that every page
 * loads before its first paint; the region is in place a moment later, long before anyone can trigger a notice
 * (and lib/notify holds any notice asked for before that, then shows it). Before hydration, the "not implemented"
 * notice is a native popover that the layout renders (components/ui/not-implemented-popover.tsx).
 */
export function NoticeArea() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let mounted = true;
    import('sonner').then(
      (loaded) => {
        if (mounted) setSonner(loaded);
      },
      (error: unknown) => console.error('Não foi possível carregar a área de notificações', error),
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    // Runs after the Toaster below has mounted and subscribed (a child's effects run before its parent's).
    if (sonner) noticeAreaReady(sonner.toast);
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-right"
      visibleToasts={MAX_VISIBLE_NOTICES}
      duration={NOTICE_DEFAULT_DURATION_MS}
      hotkey={NOTICE_REGION_HOTKEY}
      containerAriaLabel="Notificações"
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      swipeDirections={['right', 'bottom']}
      richColors
    />
  );
}
