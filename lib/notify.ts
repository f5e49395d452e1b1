import type { toast as sonnerToast } from 'sonner';

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

/**
 * Id of the native popover (components/layout/notice-area.tsx) that shows the "not implemented" notice before the
 * page's script runs; NotImplementedButton opens it with `popovertarget` until then.
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

/**
 * sonner is fetched only when the page needs it (components/layout/notice-area.tsx): at the visitor's first
 * interaction, or when a notice is asked for before that. Until its Toaster is mounted and listening, notices wait
 * in line and are shown, in order, the moment it is ready.
 */
type Toast = typeof sonnerToast;
let toast: Toast | undefined;
const waiting: ((toast: Toast) => void)[] = [];
let generatedIds = 0;
let wantNoticeArea: (() => void) | undefined;

/** Called by the notification area once sonner's Toaster is mounted. */
export function noticeAreaReady(loaded: Toast): void {
  toast = loaded;
  for (const action of waiting.splice(0)) action(loaded);
}

/** Whether notices are waiting for the notification area. */
export function noticesWaiting(): boolean {
  return waiting.length > 0;
}

/** The notification area registers how to load itself, so that a notice asked for early loads it at once. */
export function onNoticeAreaWanted(load: () => void): () => void {
  wantNoticeArea = load;
  if (waiting.length > 0) load();
  return () => {
    if (wantNoticeArea === load) wantNoticeArea = undefined;
  };
}

/** Runs `action` with sonner's toast now if it is ready, else as soon as it is; returns what it returned or `pending`. */
function withToast<T>(action: (toast: Toast) => T, pending: T): T {
  if (toast) return action(toast);
  waiting.push(action);
  wantNoticeArea?.();
  return pending;
}

function render(notice: Notice, id?: NoticeId): NoticeId {
  // While sonner is still loading, the id is chosen here so that the caller can update or dismiss the notice.
  const assignedId = id ?? (toast ? undefined : `aviso-${(generatedIds += 1)}`);
  return withToast((loaded) => {
    const options = {
      id: assignedId,
      description: notice.description,
      duration: notice.duration ?? NOTICE_DEFAULT_DURATION_MS,
    };
    return notice.variant === 'destructive' ? loaded.error(notice.title, options) : loaded(notice.title, options);
  }, assignedId as NoticeId);
}

/** Shows a notice; the list holds one at a time, so a new notice replaces the one on screen. */
function show(notice: Notice): NoticeId {
  dismiss();
  return render(notice);
}

/** Changes the text, duration or variant of a notice still on screen. */
function update(id: NoticeId, notice: Notice): NoticeId {
  return render(notice, id);
}

function dismiss(id?: NoticeId): void {
  withToast((loaded) => {
    loaded.dismiss(id);
  }, undefined);
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
