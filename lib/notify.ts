import { toast } from 'sonner';

/** Durations and limits of the notification area (client's spec, section 9). */
export const NOTICE_DEFAULT_DURATION_MS = 5000;
export const NOT_IMPLEMENTED_DURATION_MS = 3000;
export const SUCCESS_DURATION_MS = 5000;
export const MAX_VISIBLE_NOTICES = 1;
/** Keyboard shortcut that moves focus to the notification region. */
export const NOTICE_REGION_HOTKEY = ['F8'];

export type NoticeVariant = 'default' | 'destructive';

export interface Notice {
  title: string;
  description?: string;
  duration?: number;
  variant?: NoticeVariant;
}

export type NoticeId = string | number;

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

function render(notice: Notice, id?: NoticeId): NoticeId {
  const options = {
    id,
    description: notice.description,
    duration: notice.duration ?? NOTICE_DEFAULT_DURATION_MS,
  };
  return notice.variant === 'destructive' ? toast.error(notice.title, options) : toast(notice.title, options);
}

/** Shows a notice; the list holds one at a time, so a new notice replaces the one on screen. */
function show(notice: Notice): NoticeId {
  toast.dismiss();
  return render(notice);
}

/** Changes the text, duration or variant of a notice still on screen. */
function update(id: NoticeId, notice: Notice): NoticeId {
  return render(notice, id);
}

function dismiss(id?: NoticeId): void {
  toast.dismiss(id);
}

export const notify = {
  show,
  update,
  dismiss,
  notImplemented: (): NoticeId => show({ ...NOTICE_TEXTS.notImplemented, duration: NOT_IMPLEMENTED_DURATION_MS }),
  contactSent: (): NoticeId => show({ ...NOTICE_TEXTS.contactSent, duration: SUCCESS_DURATION_MS }),
  enrolmentConfirmed: (courseTitle: string): NoticeId =>
    show({
      title: NOTICE_TEXTS.enrolmentTitle,
      description: NOTICE_TEXTS.enrolmentDescription(courseTitle),
      duration: SUCCESS_DURATION_MS,
    }),
};
