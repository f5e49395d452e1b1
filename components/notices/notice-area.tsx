'use client';

import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { noticeHub } from '@/lib/early/notices/hub';
import {
  MAX_VISIBLE_NOTICES,
  NOTICE_DEFAULT_DURATION_MS,
  NOTICE_REGION_HOTKEY,
  NOTICE_REGION_LABEL,
} from '@/lib/early/notices/catalogue';
import { NoticeCard } from './notice-card';

type Sonner = typeof import('sonner');

/**
 * The layout's notification area once the framework has arrived: sonner, fetched as its own chunk when this mounts
 * (the framework itself only arrives with the visitor's first interaction). Until then the early script draws the
 * notices (components/notices/notice-region.tsx, lib/early/notices/hub.ts); once sonner's Toaster is listening, it shows
 * every later notice, and the one on screen stays where it is until it ends, under the visitor's finger, pointer or
 * focus. The buttons and forms that show notices are the early script's, before and after: they call the page's one
 * notice hub.
 */
export function NoticeArea({ closeIcon }: { closeIcon: ReactNode }) {
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

  // In the commit that puts sonner's region on the page: the early one, if it shows nothing, leaves in the same task,
  // so that no one (a screen reader, an audit) ever finds two regions of one name. A notice shown before the Toaster
  // subscribes (in its own effect, after this) is not lost: sonner gives a new subscriber the notices already open.
  useLayoutEffect(() => {
    if (!sonner) return;
    const { toast } = sonner;
    noticeHub().attach({
      // The early region's card, in sonner's list: sonner's own puts its close button before the message, which a
      // screen reader would then announce first.
      show: (notice) => {
        toast.dismiss();
        toast.custom(
          (id) => (
            <NoticeCard
              as="div"
              variant={notice.variant}
              title={notice.title}
              description={notice.description}
              closeIcon={closeIcon}
              onClose={() => toast.dismiss(id)}
            />
          ),
          { duration: notice.duration },
        );
      },
      dismiss: () => toast.dismiss(),
    });
  }, [sonner, closeIcon]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-right"
      visibleToasts={MAX_VISIBLE_NOTICES}
      duration={NOTICE_DEFAULT_DURATION_MS}
      hotkey={NOTICE_REGION_HOTKEY}
      containerAriaLabel={NOTICE_REGION_LABEL}
      swipeDirections={['right', 'bottom']}
    />
  );
}
