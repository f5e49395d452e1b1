'use client';

import { useEffect, useState } from 'react';
import {
  MAX_VISIBLE_NOTICES,
  NOTICE_DEFAULT_DURATION_MS,
  NOTICE_REGION_HOTKEY,
  noticeAreaReady,
  noticesWaiting,
  onNoticeAreaWanted,
} from '@/lib/notify';
import { FIRST_INTERACTION_EVENTS } from '@/lib/first-interaction';

type Sonner = typeof import('sonner');

/**
 * When a notice already waits as the region appears (a first tap on a slow connection), it is shown this much later:
 * screen readers announce changes to a live region that they have already found, not to a region new in the page.
 */
const LIVE_REGION_SETTLE_MS = 250;

/**
 * The layout's single notification region (sonner). Its section is a persistent polite live region.
 *
 * sonner is fetched as its own chunk at the visitor's first interaction (a pointer or touch down, a key, a focus),
 * which comes before any control can ask for a notice, so a page that is only read never loads it. A notice asked
 * for earlier loads it at once, and lib/notify holds the notice until the region is in place. Before hydration,
 * the "not implemented" notice is a native popover that the layout renders
 * (components/ui/not-implemented-popover.tsx).
 */
export function NoticeArea() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let mounted = true;
    let requested = false;
    const listenerOptions = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, load, listenerOptions);
    };
    const listen = () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, load, listenerOptions);
    };
    const load = () => {
      if (requested) return;
      requested = true;
      stopListening();
      import('sonner').then(
        (loaded) => {
          if (mounted) setSonner(loaded);
        },
        (error: unknown) => {
          console.error('Não foi possível carregar a área de notificações', error);
          // A dropped connection: the next interaction (or notice) tries again.
          requested = false;
          if (mounted) listen();
        },
      );
    };
    listen();
    const stopWanting = onNoticeAreaWanted(load);
    return () => {
      mounted = false;
      stopListening();
      stopWanting();
    };
  }, []);

  useEffect(() => {
    // Runs after the Toaster below has mounted and subscribed (a child's effects run before its parent's).
    if (!sonner) return;
    if (!noticesWaiting()) {
      noticeAreaReady(sonner.toast);
      return;
    }
    const timer = window.setTimeout(() => noticeAreaReady(sonner.toast), LIVE_REGION_SETTLE_MS);
    return () => window.clearTimeout(timer);
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
