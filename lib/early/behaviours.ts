// The early behaviours, each declared once: how the early script starts it (main.ts: once, marked data-<name>-init on
// <html>, start.ts), and which of the visitor's taps made before the early script runs the starter keeps for it
// (starter.ts, told by its own <script>'s attributes: components/layout/early-script.tsx). A new behaviour is its own
// module (or folder) and one line here; the starter, the early script and the first-tap test follow this list.
import { CAROUSEL_ATTRIBUTE, startCarousels } from './carousel';
import { CONTACT_FORM_ATTRIBUTE, startContactForms } from './contact-message';
import { COPY_LINK_ATTRIBUTE, startCopyLinks } from './copy-link';
import { startDialogs } from './dialog';
import { startLoader } from './loader';
import { startMenus } from './menu';
import { NOTICE_ATTRIBUTE, noticeHub, startNoticeTriggers } from './notices/hub';
import { COMMAND_CONTROLS, POPOVER_CONTROLS, polyfillUrls, startPolyfills } from './polyfills';
import { KEPT_CONTROLS_ATTRIBUTE, KEPT_FORMS_ATTRIBUTE, POLYFILLED_CONTROLS_ATTRIBUTE } from './starter';
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
  /** The controls its polyfills serve, where the browser lacks the feature: the last one clicked is replayed once the polyfill has run. */
  polyfilledControls?: string;
}

export const EARLY_BEHAVIOURS = {
  // Started as the script runs, with its own element at hand (document.currentScript).
  polyfills: { start: () => startPolyfills(polyfillUrls(document.currentScript)), polyfilledControls: `${POPOVER_CONTROLS}, ${COMMAND_CONTROLS}` },
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

export type EarlyBehaviourName = keyof typeof EARLY_BEHAVIOURS;

const declared: readonly [string, EarlyBehaviour][] = Object.entries(EARLY_BEHAVIOURS);

/** The behaviours to start as the early script runs (needsPage false), or once the page is parsed (true), by name. */
export function behavioursToStart(needsPage: boolean): Record<string, () => unknown> {
  return Object.fromEntries(declared.filter(([, behaviour]) => Boolean(behaviour.needsPage) === needsPage).map(([name, behaviour]) => [name, behaviour.start]));
}

/** The starter's attributes: every behaviour's kept controls, kept forms and polyfilled controls, each as one selector list. */
export function starterAttributes(): Record<string, string> {
  const all = (key: 'keptControls' | 'keptForms' | 'polyfilledControls') =>
    declared.flatMap(([, behaviour]) => (behaviour[key] ? [behaviour[key]] : [])).join(', ');
  return {
    [KEPT_CONTROLS_ATTRIBUTE]: all('keptControls'),
    [KEPT_FORMS_ATTRIBUTE]: all('keptForms'),
    [POLYFILLED_CONTROLS_ATTRIBUTE]: all('polyfilledControls'),
  };
}
