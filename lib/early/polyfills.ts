// Browsers without the popover attribute (Safari before 17, Chrome and WebView before 114) or without invoker
// commands (Safari before 26.2, Firefox before 144) get the kept polyfills, @oddbird/popover-polyfill and
// invokers-polyfill, each loaded only where its feature is missing (polyfills/*.ts, bundled apart). Until a
// polyfill has run, the last click on a control that needs it is kept (before the early script runs, by the
// starter), and replayed once it has: the first tap on "Inscreva-se Agora" or on the menu button is not lost on a
// slow connection.

export interface PolyfillUrls {
  popover?: string;
  invokers?: string;
}

/** On the starter's element, for the early script to read: the polyfills' URLs (components/layout/early-script.tsx). */
export const POPOVER_POLYFILL_ATTRIBUTE = 'data-popover-polyfill';
export const INVOKERS_POLYFILL_ATTRIBUTE = 'data-invokers-polyfill';

/** The controls each polyfill serves: the buttons of popovers, and those of invoker commands. */
export const POPOVER_CONTROLS = 'button[popovertarget]';
export const COMMAND_CONTROLS = 'button[commandfor]';

/** The polyfills' URLs, as the starter's element names them. */
export function polyfillUrls(script: Element | null): PolyfillUrls {
  return {
    popover: script?.getAttribute(POPOVER_POLYFILL_ATTRIBUTE) ?? undefined,
    invokers: script?.getAttribute(INVOKERS_POLYFILL_ATTRIBUTE) ?? undefined,
  };
}

export function hasPopover(): boolean {
  return 'popover' in HTMLElement.prototype;
}

export function hasInvokerCommands(): boolean {
  const commandEvent = (globalThis as { CommandEvent?: { prototype: object } }).CommandEvent;
  return 'command' in HTMLButtonElement.prototype && !!commandEvent && 'source' in commandEvent.prototype;
}

function load(doc: Document, url: string, onLoad: () => void): void {
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.addEventListener('load', onLoad);
  doc.head.append(script);
}

/** Loads the polyfills this browser needs, replaying the click each one was waited for. */
export function startPolyfills(urls: PolyfillUrls, doc: Document = document): void {
  const needs = [
    { url: hasPopover() ? undefined : urls.popover, selector: POPOVER_CONTROLS },
    { url: hasInvokerCommands() ? undefined : urls.invokers, selector: COMMAND_CONTROLS },
  ];
  for (const { url, selector } of needs) {
    if (!url) continue;
    const kept = doc.defaultView?.earlyStarter?.waitingControl;
    let waiting = kept instanceof HTMLElement && kept.matches(selector) ? kept : undefined;
    // Last on the click's path (the window, bubbling): a click the page's own scripts handled (a notice button,
    // whose popover is only its no-script copy) is not the polyfill's to replay.
    const view = doc.defaultView ?? window;
    const remember = (event: Event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
      if (control && !event.defaultPrevented) waiting = control;
    };
    view.addEventListener('click', remember);
    load(doc, url, () => {
      view.removeEventListener('click', remember);
      waiting?.click();
      waiting = undefined;
    });
  }
}
