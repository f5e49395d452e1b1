// When a carousel is at rest, for embla to take it over (use-carousel-state.ts) without cutting a gesture short: the
// early script marks the section `data-moving` while anything moves it (a finger or a mouse button on it, a scroll,
// a step of its own on the way or asked for) and fires `carousel-still` on it when it comes to rest. The DOM holds the
// state, so that the framework's copy of this module sees what the early script's copy does.

export const MOVING_ATTRIBUTE = 'data-moving';
export const STILL_EVENT = 'carousel-still';
/** This long without a scroll event (and after a finger lifts, before the snapping's first one), the scroll has ended. */
export const SCROLL_QUIET_MS = 120;
/**
 * Where the browser says when a scroll has ended (`scrollend`, after the fling and the snapping), it is waited for:
 * a busy page can leave a quiet moment in the middle of the snapping, which goes on after the scroll offset is set
 * by script. This long without a scroll event and without `scrollend`, the scroll is taken as ended all the same.
 */
export const SCROLL_END_FALLBACK_MS = 1000;

export const hasScrollEnd = (element: Element): boolean => 'onscrollend' in element;

/** What moves a carousel besides its own steps: the visitor's finger or mouse button, and scrolling. */
interface Activity {
  fingers: number;
  pressed: boolean;
  scrolling: boolean;
  quiet: number;
}

const activities = new WeakMap<HTMLElement, Activity>();

/** Marks the section as moving or still, and says so (STILL_EVENT) when it comes to rest; `stepping`: a step of its own. */
export function stillness(section: HTMLElement, stepping: boolean): void {
  const activity = activities.get(section);
  const moving = stepping || Boolean(activity && (activity.fingers > 0 || activity.pressed || activity.scrolling));
  if (moving) {
    if (!section.hasAttribute(MOVING_ATTRIBUTE)) section.setAttribute(MOVING_ATTRIBUTE, '');
  } else if (section.hasAttribute(MOVING_ATTRIBUTE)) {
    section.removeAttribute(MOVING_ATTRIBUTE);
    section.dispatchEvent(new Event(STILL_EVENT));
  }
}

/**
 * Calls `callback` once the carousel is still: at once if it is, or when the finger lifts and the scroll settles,
 * when the step on its way and the ones asked for meanwhile have arrived: a drag or a step in progress ends where
 * the visitor meant. Returns a function that cancels the wait.
 */
export function whenStill(section: HTMLElement, callback: () => void): () => void {
  if (!section.hasAttribute(MOVING_ATTRIBUTE)) {
    callback();
    return () => {};
  }
  const listener = () => {
    section.removeEventListener(STILL_EVENT, listener);
    callback();
  };
  section.addEventListener(STILL_EVENT, listener);
  return () => section.removeEventListener(STILL_EVENT, listener);
}

/** Follows what moves the viewport besides the carousel's steps; `mark` re-reads the whole state (stillness). */
export function followActivity(section: HTMLElement, viewport: HTMLElement, doc: Document, mark: () => void): void {
  const view = doc.defaultView ?? window;
  const activity: Activity = { fingers: 0, pressed: false, scrolling: false, quiet: 0 };
  activities.set(section, activity);
  // Scrolling, by a finger's fling, the wheel or the browser's snapping, lasts until the browser says it has ended
  // (`scrollend`) or, where it cannot, until no scroll event has come for a moment; so does the moment after a finger
  // lifts, before the snapping's first scroll event.
  const endsWithEvent = hasScrollEnd(viewport);
  const ended = () => {
    view.clearTimeout(activity.quiet);
    activity.scrolling = false;
    mark();
  };
  const scrolling = (quietMs: number) => {
    activity.scrolling = true;
    view.clearTimeout(activity.quiet);
    activity.quiet = view.setTimeout(ended, quietMs);
    mark();
  };
  const scrolled = () => scrolling(endsWithEvent ? SCROLL_END_FALLBACK_MS : SCROLL_QUIET_MS);
  // A lift or a release after a scroll waits for that scroll's end; with no scroll, for the snapping's first event.
  const released = () => {
    if (!(endsWithEvent && activity.scrolling)) scrolling(SCROLL_QUIET_MS);
    else mark();
  };
  const touches = (event: TouchEvent) => {
    activity.fingers = event.touches.length;
    if (event.type === 'touchstart') mark();
    else released();
  };
  viewport.addEventListener('touchstart', touches, { passive: true });
  viewport.addEventListener('touchend', touches, { passive: true });
  viewport.addEventListener('touchcancel', touches, { passive: true });
  viewport.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'touch') return;
      activity.pressed = true;
      mark();
    },
    { passive: true },
  );
  for (const type of ['pointerup', 'pointercancel'] as const) {
    doc.addEventListener(
      type,
      (event) => {
        if (event.pointerType === 'touch' || !activity.pressed) return;
        activity.pressed = false;
        released();
      },
      { passive: true },
    );
  }
  viewport.addEventListener('scroll', scrolled, { passive: true });
  if (endsWithEvent) viewport.addEventListener('scrollend', ended, { passive: true });
}
