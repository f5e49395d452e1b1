/** Durations and limits of the notification area (client's spec, section 9). */
export const NOTICE_DEFAULT_DURATION_MS = 5000;
export const NOT_IMPLEMENTED_DURATION_MS = 3000;
export const SUCCESS_DURATION_MS = 5000;
export const MAX_VISIBLE_NOTICES = 1;
/** A notice swiped this far (to the right or down) is dismissed. */
export const SWIPE_THRESHOLD_PX = 50;
/** Keyboard shortcut that moves focus to the notification region. */
export const NOTICE_REGION_HOTKEY = ['F8'];
/** The region's name, for the early region (components/notices/notice-region.tsx) and sonner's. */
export const NOTICE_REGION_LABEL = 'Notificações';
/** The name a screen reader hears, with the key that reaches it: sonner's own composition of the two, given to the early region too. */
export const NOTICE_REGION_NAME = /* @__PURE__ */ [NOTICE_REGION_LABEL, NOTICE_REGION_HOTKEY.join('+')].join(' ');
export const NOTICE_CLOSE_LABEL = 'Fechar notificação';

export type NoticeVariant = 'default' | 'destructive';

export interface Notice {
  title: string;
  description?: string;
  /** How long it stays, from the moment it is shown (paused while the pointer or the focus is on it). */
  duration: number;
  variant?: NoticeVariant;
}

/**
 * Id of the native popover (components/ui/not-implemented-popover.tsx) that shows the "not implemented" notice
 * without JavaScript; with it, the early script shows the timed notice instead (lib/early/notices/hub.ts).
 */
export const NOT_IMPLEMENTED_POPOVER_ID = 'aviso-nao-implementado';

/** The spec's exact wordings. */
export const NOTICE_TEXTS = {
  notImplemented: {
    title: '🚧 Funcionalidade não implementada',
    description: 'Este recurso ainda não está disponível. Peça no próximo prompt! 🚀',
  },
  contactSent: {
    title: 'Mensagem Enviada! 🎉',
    description: 'Agradecemos o seu contato! Em breve retornaremos.',
  },
  enrolmentTitle: 'Inscrição realizada com sucesso!',
  enrolmentDescription: (courseTitle: string) =>
    `Parabéns! Você garantiu sua vaga no curso de ${courseTitle}. Entraremos em contato em breve.`,
} as const;

/** The notices of the link's copy button, on their own so that the early script bundles only them (lib/early/copy-link.ts). */
export const linkCopied = (url: string): Notice => ({
  title: 'Link copiado!',
  description: url,
  duration: NOTICE_DEFAULT_DURATION_MS,
});
export const linkNotCopied = (url: string): Notice => ({
  title: 'Não foi possível copiar o link',
  description: `Copie o endereço manualmente: ${url}`,
  duration: NOTICE_DEFAULT_DURATION_MS,
  variant: 'destructive',
});

/** Every notice of the site, as the buttons and forms that show them carry it (lib/early/notices/hub.ts). */
export const NOTICES = {
  notImplemented: (): Notice => ({ ...NOTICE_TEXTS.notImplemented, duration: NOT_IMPLEMENTED_DURATION_MS }),
  contactSent: (): Notice => ({ ...NOTICE_TEXTS.contactSent, duration: SUCCESS_DURATION_MS }),
  enrolmentConfirmed: (courseTitle: string): Notice => ({
    title: NOTICE_TEXTS.enrolmentTitle,
    description: NOTICE_TEXTS.enrolmentDescription(courseTitle),
    duration: SUCCESS_DURATION_MS,
  }),
  linkCopied,
  linkNotCopied,
};
