'use client';

import { Toaster } from 'sonner';
import { MAX_VISIBLE_NOTICES, NOTICE_DEFAULT_DURATION_MS, NOTICE_REGION_HOTKEY } from '@/lib/notify';

/** The layout's single notification region (sonner). Its section is a persistent polite live region. */
export function NoticeArea() {
  return (
    <Toaster
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
