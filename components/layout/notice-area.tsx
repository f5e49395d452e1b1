'use client';

import { useEffect, useState } from 'react';
import { noticeHub } from '@/lib/early/notices';
import { MAX_VISIBLE_NOTICES, NOTICE_CLOSE_LABEL, NOTICE_DEFAULT_DURATION_MS, NOTICE_REGION_HOTKEY, NOTICE_REGION_LABEL } from '@/lib/notify';

type Sonner = typeof import('sonner');

/**
 * sonner's close button is 20 px at the notice's corner; here it is 44 × 44 inside the top right corner (WCAG 2.5.5),
 * as on the early region's notice (notice-region.tsx), and the text keeps clear of it. Marked important: sonner's own
 * rules are more specific than a utility class.
 */
const CLOSE_BUTTON_CLASSES = 'top-2! right-2! left-auto! size-11! transform-none! border-0! bg-transparent! hover:bg-ice-100!';
const NOTICE_CLASSES = 'pr-14!';

/**
 * The layout's notification area once the framework has arrived: sonner, fetched as its own chunk when this mounts
 * (the framework itself only arrives with the visitor's first interaction). Until then the early script draws the
 * notices (components/layout/notice-region.tsx, lib/early/notices.ts); once sonner's Toaster is listening, it shows
 * every later notice, and the one on screen stays where it is until it ends, under the visitor's finger, pointer or
 * focus. The buttons and forms that show notices are the early script's, before and after: they call the page's one
 * notice hub.
 */
export function NoticeArea() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    let mounted = true;
    import('sonner').then(
      (loaded) => {
        if (mounted) setSonner(loaded);
      },
      (error: unknown) => {
        // The early region keeps drawing the notices.
        console.error('Não foi possível carregar a área de notificações', error);
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    // Runs after the Toaster below has mounted and subscribed (a child's effects run before its parent's).
    if (!sonner) return;
    const { toast } = sonner;
    noticeHub().attach({
      show: (notice) => {
        toast.dismiss();
        const options = { description: notice.description, duration: notice.duration };
        if (notice.variant === 'destructive') toast.error(notice.title, options);
        else toast(notice.title, options);
      },
      dismiss: () => toast.dismiss(),
    });
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-right"
      visibleToasts={MAX_VISIBLE_NOTICES}
      duration={NOTICE_DEFAULT_DURATION_MS}
      hotkey={NOTICE_REGION_HOTKEY}
      containerAriaLabel={NOTICE_REGION_LABEL}
      closeButton
      toastOptions={{ closeButtonAriaLabel: NOTICE_CLOSE_LABEL, classNames: { toast: NOTICE_CLASSES, closeButton: CLOSE_BUTTON_CLASSES } }}
      swipeDirections={['right', 'bottom']}
      richColors
    />
  );
}
