// The early script: what runs before the framework, on every page (bundled by lib/early-bundle.ts into one small
// immutable file, /_next/static/early/<hash>.js, that the page's inline starter loads once it has painted:
// starter.ts). Every behaviour of the spec works from here; a tap made before it ran was kept by the starter and is
// replayed, its notice timed from the tap. The framework, when it arrives, takes each behaviour over where the
// visitor left it. Its listeners are on the document; what reads the DOM waits until the page is parsed.
import { EARLY_BEHAVIOURS } from './behaviours';
import { asOfTap } from './notices/hub';
import { startBehaviours } from './start';
import { EARLY_ATTRIBUTE } from './starter';

startBehaviours(EARLY_BEHAVIOURS, false);

/** The taps the starter kept before this script ran, done now, each as of its moment. */
function replayKeptTaps(): void {
  const state = window.earlyStarter;
  if (!state) return;
  state.started = true;
  for (const tap of state.taps.splice(0)) {
    asOfTap(tap.at, () => {
      if (tap.type === 'submit' && tap.target instanceof HTMLFormElement) tap.target.requestSubmit();
      else if (tap.target instanceof HTMLElement) tap.target.click();
    });
  }
}

function whenParsed(): void {
  startBehaviours(EARLY_BEHAVIOURS, true);
  replayKeptTaps();
  document.documentElement.setAttribute(EARLY_ATTRIBUTE, '');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
else whenParsed();
