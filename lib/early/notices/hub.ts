// The notification area before the framework, and the hub that hands its notice over to sonner once the framework
// has arrived (components/notices/notice-area.tsx). One notice at a time (spec §4): a new one replaces the one on
// screen. It lasts its duration from the moment it is shown (a kept tap's too, however late it is replayed), pauses
// while the pointer or the focus is on it (or the tab is hidden), closes with its button or a swipe of
// SWIPE_THRESHOLD_PX to the right or down, and F8 moves the focus to the region. Its look is the server's: the layout
// renders the region and a hidden model of one notice (components/notices/notice-region.tsx); this module only clones
// and fills it.
import { NOTICE_REGION_HOTKEY, type Notice } from './catalogue';
import { followSwipe } from './swipe';

export type { Notice };

/** Where a notice is drawn once the framework has arrived: sonner, through the notification area. */
export interface NoticeRenderer {
  show(notice: Notice): void;
  dismiss(): void;
}

/** The notice on screen: what it says and how long it has left. */
export interface OpenNotice {
  notice: Notice;
  remainingMs: number;
}

export interface NoticeHub {
  /**
   * Shows a notice, replacing the one on screen. Its time starts when it appears, however long ago the visitor's tap
   * was (a tap kept by the starter until the early script ran: starter.ts): the visitor reads it from then on.
   */
  show(notice: Notice): void;
  dismiss(): void;
  /** The notice on screen, if any (drawn here, before the hand-over). */
  open(): OpenNotice | undefined;
  /** sonner takes over: every later notice goes to it; the notice on screen stays here until it ends. */
  attach(renderer: NoticeRenderer): void;
}

declare global {
  interface Window {
    /** The page's notice hub: one per page, shared by the early script and the framework's bundle. */
    siteNotices?: NoticeHub;
  }
}

/** On <html> once sonner shows the notices (a public signal, for tests and anyone). */
export const NOTICES_ATTACHED_ATTRIBUTE = 'data-sonner';

/** The region (a persistent polite live region) and the hidden model of one notice, rendered by the layout. */
export const NOTICE_REGION_ID = 'avisos';
export const NOTICE_MODEL_ID = 'aviso-modelo';
/** Inside the model: where the title and the description go, and the close button. */
export const NOTICE_TITLE_ATTRIBUTE = 'data-notice-title';
export const NOTICE_DESCRIPTION_ATTRIBUTE = 'data-notice-description';
export const NOTICE_CLOSE_ATTRIBUTE = 'data-notice-close';
/** On a notice that is destructive (an error): the model's classes draw it in red. */
export const NOTICE_VARIANT_ATTRIBUTE = 'data-variant';

/**
 * On any element the visitor clicks to get a notice: the notice as JSON (noticeAttribute). If the element also
 * opens the no-script copy of the notice (`popovertarget`), that is cancelled; if it carries NOTICE_CLOSES_DIALOG,
 * the dialog around it closes first.
 */
export const NOTICE_ATTRIBUTE = 'data-notice';
export const NOTICE_CLOSES_DIALOG_ATTRIBUTE = 'data-closes-dialog';

/** The attribute that makes an element show `notice` when clicked (server components spread it). */
export function noticeAttribute(notice: Notice): { [NOTICE_ATTRIBUTE]: string } {
  return { [NOTICE_ATTRIBUTE]: JSON.stringify(notice) };
}

export function parseNotice(text: string | null): Notice | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { title, description, duration, variant } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof duration !== 'number') return undefined;
    return {
      title,
      duration,
      ...(typeof description === 'string' ? { description } : {}),
      ...(variant === 'destructive' ? { variant } : {}),
    };
  } catch {
    return undefined;
  }
}

interface Drawn {
  notice: Notice;
  element: HTMLElement;
  /** While it runs: when the notice goes away (Date.now() time). While paused: undefined, and `left` holds the rest. */
  endsAt: number | undefined;
  left: number;
  timer: number;
  pausedBy: Set<string>;
  /** Stops the clock for a reason (the pointer on it, the focus in it, the tab hidden) until that reason ends. */
  pause(reason: string): void;
  resume(reason: string): void;
}

/** A notice drawn from the layout's model, with its timer, pause, close button and swipe. */
function drawNotice(doc: Document, notice: Notice, onGone: () => void): Drawn | undefined {
  const region = doc.getElementById(NOTICE_REGION_ID);
  const list = region?.querySelector('ol');
  const element = doc.getElementById(NOTICE_MODEL_ID)?.firstElementChild?.cloneNode(true);
  if (!list) return undefined;
  if (!(element instanceof HTMLElement)) return undefined;
  const title = element.querySelector(`[${NOTICE_TITLE_ATTRIBUTE}]`);
  const description = element.querySelector(`[${NOTICE_DESCRIPTION_ATTRIBUTE}]`);
  if (title) title.textContent = notice.title;
  if (description) {
    if (notice.description) description.textContent = notice.description;
    else description.remove();
  }
  if (notice.variant === 'destructive') element.setAttribute(NOTICE_VARIANT_ATTRIBUTE, 'destructive');

  const view = doc.defaultView ?? window;
  const run = () => {
    if (drawn.pausedBy.size > 0 || drawn.endsAt !== undefined) return;
    drawn.endsAt = Date.now() + drawn.left;
    drawn.timer = view.setTimeout(onGone, drawn.left);
  };
  const drawn: Drawn = {
    notice,
    element,
    endsAt: undefined,
    left: notice.duration,
    timer: 0,
    pausedBy: new Set(),
    pause(reason) {
      drawn.pausedBy.add(reason);
      if (drawn.endsAt === undefined) return;
      view.clearTimeout(drawn.timer);
      drawn.left = Math.max(0, drawn.endsAt - Date.now());
      drawn.endsAt = undefined;
    },
    resume(reason) {
      drawn.pausedBy.delete(reason);
      run();
    },
  };
  element.addEventListener('pointerenter', () => drawn.pause('pointer'));
  element.addEventListener('pointerleave', () => drawn.resume('pointer'));
  element.querySelector(`[${NOTICE_CLOSE_ATTRIBUTE}]`)?.addEventListener('click', onGone);
  followSwipe(element, onGone);

  list.replaceChildren(element);
  if (doc.hidden) drawn.pause('hidden');
  // The focus in the region (F8, or Tab to the close button) pauses the notice, as in sonner: createNoticeHub.
  if (region?.contains(doc.activeElement)) drawn.pause('focus');
  run();
  return drawn;
}

/**
 * What the document does to the notice drawn here: a hidden tab or the focus in its region pause it, and F8 reaches
 * its region (until sonner, attached and with no notice of this region's left, serves F8 itself: `servesF8`).
 */
function followDocument(doc: Document, hub: { drawn(): Drawn | undefined; servesF8(): boolean }): void {
  const region = () => doc.getElementById(NOTICE_REGION_ID);
  const inRegion = (target: EventTarget | null) => target instanceof Node && Boolean(region()?.contains(target));
  doc.addEventListener('visibilitychange', () => {
    if (doc.hidden) hub.drawn()?.pause('hidden');
    else hub.drawn()?.resume('hidden');
  });
  doc.addEventListener('focusin', (event) => {
    if (inRegion(event.target)) hub.drawn()?.pause('focus');
  });
  doc.addEventListener('focusout', (event) => {
    if (inRegion(event.target) && !inRegion(event.relatedTarget)) hub.drawn()?.resume('focus');
  });
  doc.addEventListener('keydown', (event) => {
    if (!NOTICE_REGION_HOTKEY.includes(event.key) || !hub.servesF8()) return;
    const target = region();
    if (!target || target.hidden) return;
    event.preventDefault();
    // The list, as sonner's F8 does: the same element is focused whichever region shows the notice.
    (target.querySelector('ol') ?? target).focus();
  });
}

/**
 * The hub for one document: it draws notices itself until sonner attaches, and then still finishes the notice it
 * drew. A notice is never moved from one region to the other while it is on screen: a finger swiping it, the focus
 * in its region (F8), the pointer pausing it and its timer all keep the very element they act on. sonner shows the
 * next notice, which replaces this one (one at a time); once this one has gone, its region leaves the page.
 */
export function createNoticeHub(doc: Document = document): NoticeHub {
  let drawn: Drawn | undefined;
  let renderer: NoticeRenderer | undefined;
  const region = () => doc.getElementById(NOTICE_REGION_ID);

  const clear = () => {
    if (drawn) {
      (doc.defaultView ?? window).clearTimeout(drawn.timer);
      drawn.element.remove();
      drawn = undefined;
    }
    // sonner has a region of its own (with its F8): once this one has nothing left to show, it leaves the page.
    if (renderer) region()?.setAttribute('hidden', '');
  };

  const hub: NoticeHub = {
    show(notice) {
      if (renderer) {
        clear();
        renderer.show(notice);
        return;
      }
      clear();
      const next = drawNotice(doc, notice, () => {
        if (drawn === next) clear();
      });
      drawn = next;
    },
    dismiss() {
      clear();
      renderer?.dismiss();
    },
    open() {
      if (!drawn) return undefined;
      const remainingMs = drawn.endsAt === undefined ? drawn.left : Math.max(0, drawn.endsAt - Date.now());
      return { notice: drawn.notice, remainingMs };
    },
    attach(next) {
      renderer = next;
      doc.documentElement.setAttribute(NOTICES_ATTACHED_ATTRIBUTE, '');
      if (!drawn) clear();
    },
  };

  followDocument(doc, { drawn: () => drawn, servesF8: () => !renderer || drawn !== undefined });
  return hub;
}

/** The page's hub: the one already registered (by the early script or the framework), or a new one. */
export function noticeHub(): NoticeHub {
  window.siteNotices ??= createNoticeHub(document);
  return window.siteNotices;
}

/**
 * Clicks on elements that carry a notice (NOTICE_ATTRIBUTE): the "not implemented" buttons, "Confirmar inscrição".
 * Listened on the document, so it serves the whole page, before and after the framework.
 */
export function startNoticeTriggers(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.(`[${NOTICE_ATTRIBUTE}]`);
    const notice = parseNotice(trigger?.getAttribute(NOTICE_ATTRIBUTE) ?? null);
    if (!trigger || !notice) return;
    // The no-script copy of the notice (a native popover) is not wanted when the script shows the real one.
    if (trigger.hasAttribute('popovertarget')) event.preventDefault();
    if (trigger.hasAttribute(NOTICE_CLOSES_DIALOG_ATTRIBUTE)) trigger.closest('dialog')?.close();
    noticeHub().show(notice);
  });
}
