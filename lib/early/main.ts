// The early script: what runs before the framework, on every page (bundled by lib/early-bundle.ts into one small
// immutable file, /_next/static/early/<hash>.js, that the page's inline starter loads once it has painted:
// starter.ts). Every behaviour of the spec works from here; a tap made before it ran was kept by the starter and is
// replayed, its notice timed from when it appears (notices/hub.ts). The framework, when it arrives, takes each
// behaviour over where the visitor left it. Its listeners are on the document; what reads the DOM waits until the
// page is parsed.
import { EARLY_BEHAVIOURS } from './behaviours';
import { startBehaviours } from './start';
import { EARLY_ATTRIBUTE, replayKeptTaps } from './starter';

startBehaviours(EARLY_BEHAVIOURS, false);

function whenParsed(): void {
  startBehaviours(EARLY_BEHAVIOURS, true);
  if (window.earlyStarter) replayKeptTaps(window.earlyStarter);
  document.documentElement.setAttribute(EARLY_ATTRIBUTE, '');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
else whenParsed();
