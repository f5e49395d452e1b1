// The hero's autoplay before embla (started with its carousel, start.ts): every `data-autoplay-delay` ms one slide
// forward, looping, until the visitor interacts with the carousel (spec), with its pause/play control. Its state is on
// the section (`data-autoplay`), where embla's autoplay plugin goes on from (hero-carousel.tsx).
import { prefersReducedMotion } from '@/lib/reduced-motion';

export const TOGGLE_ATTRIBUTE = 'data-carousel-toggle';
export const AUTOPLAY_ATTRIBUTE = 'data-autoplay';
export const AUTOPLAY_DELAY_ATTRIBUTE = 'data-autoplay-delay';
/** The toggle's names while the presentation plays and while it is stopped. */
export const PLAYING_LABEL_ATTRIBUTE = 'data-label-playing';
export const STOPPED_LABEL_ATTRIBUTE = 'data-label-stopped';

export type AutoplayState = 'playing' | 'stopped';

/** The autoplay's state on the section, with the toggle's name and the live region that go with it. */
export function setAutoplay(section: HTMLElement, state: AutoplayState): void {
  section.setAttribute(AUTOPLAY_ATTRIBUTE, state);
  const toggle = section.querySelector(`[${TOGGLE_ATTRIBUTE}]`);
  const label = toggle?.getAttribute(state === 'playing' ? PLAYING_LABEL_ATTRIBUTE : STOPPED_LABEL_ATTRIBUTE);
  if (label) toggle?.setAttribute('aria-label', label);
  // Slides that change by themselves are not announced; slides the visitor changes are.
  section
    .querySelector('[data-carousel-viewport]')
    ?.firstElementChild?.setAttribute('aria-live', state === 'playing' ? 'off' : 'polite');
}

/**
 * The events that stop the autoplay for good (spec: it stops on user interaction), except on its own toggle (a
 * click too: a screen reader may activate a control with nothing before it).
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'click'] as const;

/** Starts the autoplay of a section that has a delay; `advance` makes one step, `taken` says embla has the carousel. */
export function startAutoplay(
  section: HTMLElement,
  doc: Document,
  { taken, advance }: { taken(): boolean; advance(): void },
): void {
  const delay = Number(section.getAttribute(AUTOPLAY_DELAY_ATTRIBUTE));
  if (!(delay > 0)) return;
  const view = doc.defaultView ?? window;
  let timer = 0;
  const set = (state: AutoplayState) => {
    if (taken()) return;
    view.clearInterval(timer);
    setAutoplay(section, state);
    if (state === 'playing') {
      timer = view.setInterval(() => {
        if (taken()) view.clearInterval(timer);
        else if (!doc.hidden) advance();
      }, delay);
    }
  };
  const toggle = section.querySelector(`[${TOGGLE_ATTRIBUTE}]`);
  for (const type of INTERACTIONS) {
    section.addEventListener(
      type,
      (event) => {
        if (!toggle?.contains(event.target as Node)) set('stopped');
      },
      { passive: true },
    );
  }
  toggle?.addEventListener('click', () =>
    set(section.getAttribute(AUTOPLAY_ATTRIBUTE) === 'playing' ? 'stopped' : 'playing'),
  );
  set(prefersReducedMotion() ? 'stopped' : 'playing');
}
