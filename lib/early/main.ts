// The early script: what runs before the framework, on every page (bundled by lib/early-bundle.ts into one small
// immutable file, /_next/static/early/<hash>.js, loaded `async` from the <head>). Every behaviour of the spec works
// from here on the first tap; the framework, when it arrives, takes each over where the visitor left it.
// Its listeners are on the document, so the page's HTML may still be arriving; what reads the DOM waits for it.
import { startCarousels } from './carousel';
import { startContactForms } from './contact-message';
import { startCopyLinks } from './copy-link';
import { startDialogs } from './dialog';
import { startLoader } from './loader';
import { startMenus } from './menu';
import { noticeHub, startNoticeTriggers } from './notices';
import { INVOKERS_POLYFILL_ATTRIBUTE, POPOVER_POLYFILL_ATTRIBUTE, startPolyfills } from './polyfills';
import { showCurrentYear } from './year';

/** Starts each behaviour on its own: one that fails (a browser missing something) leaves the others, and the loader, working. */
function start(behaviours: readonly (() => unknown)[]): void {
  for (const behaviour of behaviours) {
    try {
      behaviour();
    } catch (error) {
      console.error(error);
    }
  }
}

const script = document.currentScript;
start([
  () =>
    startPolyfills({
      popover: script?.getAttribute(POPOVER_POLYFILL_ATTRIBUTE) ?? undefined,
      invokers: script?.getAttribute(INVOKERS_POLYFILL_ATTRIBUTE) ?? undefined,
    }),
  noticeHub,
  startNoticeTriggers,
  startContactForms,
  startCopyLinks,
  startMenus,
  startDialogs,
]);

function whenParsed(): void {
  start([startLoader, showCurrentYear, startCarousels]);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
else whenParsed();
