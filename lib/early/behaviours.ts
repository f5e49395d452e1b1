// The early behaviours, each declared once: how the early script starts it (main.ts: once, marked data-<name>-init on
// <html>, start.ts), and which of the visitor's taps made before the early script runs the starter keeps for it
// (starter.ts; the selectors are written into it as it is bundled: lib/early-bundle.ts). A new behaviour is its own
// module (or folder) and one line here; the starter, the early script and the first-tap test follow this list.
import { CAROUSEL_ATTRIBUTE } from './carousel/dom';
import { startCarousels } from './carousel/start';
import { CONTACT_FORM_ATTRIBUTE, startContactForms } from './contact-message';
import { COPY_LINK_ATTRIBUTE, startCopyLinks } from './copy-link';
import { startDialogs } from './dialog';
import { startLoader } from './loader';
import { startMenus } from './menu';
import { NOTICE_ATTRIBUTE, noticeHub, startNoticeTriggers } from './notices/hub';
import { COMMAND_CONTROLS, POPOVER_CONTROLS, polyfillUrls, startPolyfills } from './polyfills';
import { EARLY_SOURCE_ATTRIBUTE, type KeptSelectors } from './starter';
import { showCurrentYear } from './year';

export interface EarlyBehaviour {
  /** Starts it on the document (called with no argument: a start's parameters all have their defaults). */
  start: () => unknown;
  /** It reads the page: started once the page is parsed, not as the early script runs. */
  needsPage?: boolean;
  /** Its controls: a click on one before the early script runs is kept, and replayed once it runs. */
  keptControls?: string;
  /** Its forms: a submission before the early script runs is kept (not sent), and replayed once it runs. */
  keptForms?: string;
}

export const EARLY_BEHAVIOURS = {
  // The polyfills' URLs are on the starter's element.
  polyfills: { start: () => startPolyfills(polyfillUrls(document.querySelector(`script[${EARLY_SOURCE_ATTRIBUTE}]`))) },
  notices: { start: noticeHub },
  'notice-triggers': { start: startNoticeTriggers, keptControls: `[${NOTICE_ATTRIBUTE}]` },
  'contact-forms': { start: startContactForms, keptForms: `form[${CONTACT_FORM_ATTRIBUTE}]` },
  'copy-links': { start: startCopyLinks, keptControls: `[${COPY_LINK_ATTRIBUTE}]` },
  menus: { start: startMenus },
  dialogs: { start: startDialogs },
  loader: { start: startLoader, needsPage: true },
  year: { start: showCurrentYear, needsPage: true },
  carousels: { start: startCarousels, needsPage: true, keptControls: `[${CAROUSEL_ATTRIBUTE}] button` },
} satisfies Record<string, EarlyBehaviour>;

/**
 * What the starter keeps: every behaviour's kept controls and kept forms, each as one selector list, and the controls
 * the polyfills serve (polyfills.ts), whose last click before the early script runs the polyfill replays.
 */
export function keptSelectors(): KeptSelectors {
  const declared: readonly EarlyBehaviour[] = Object.values(EARLY_BEHAVIOURS);
  const all = (key: 'keptControls' | 'keptForms') => declared.flatMap((behaviour) => behaviour[key] ?? []).join(', ');
  return {
    controls: all('keptControls'),
    forms: all('keptForms'),
    polyfilled: `${POPOVER_CONTROLS}, ${COMMAND_CONTROLS}`,
  };
}
