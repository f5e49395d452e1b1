/**
 * A browser without the popover attribute nor invoker commands, emulated in Chromium before any page script runs:
 * Safari 16.4–16.7 (where iPhone 8 and X stop), Chrome and WebView before 114 for popovers; Safari before 26.2 and
 * Firefox before 144 for the commands. Such a browser keeps the attributes in the page, as any unknown attribute,
 * and does nothing with them. So:
 * - their APIs are gone (`'popover' in HTMLElement.prototype` is false, no `CommandEvent`…): the page's feature
 *   checks, and the polyfills', see the browser as it is;
 * - what Chromium would do by itself on a click of a `popovertarget` or `commandfor` button is cancelled, at the very
 *   end of the click's path (the last listener on `window`, in the bubble phase), so every script of the page still
 *   sees the click first, not cancelled, as it would there;
 * - Chromium's own style for `[popover]` (hidden unless open) is undone in the lowest cascade layer, declared before
 *   the page's styles: an element with `popover` shows as an ordinary element, unless the page hides it.
 * Run as an init script: it must not use anything from outside its own body.
 */
export function emulateBrowserWithoutPopoverAndCommands(): void {
  const remove = (prototype: object, names: readonly string[]) => {
    for (const name of names) delete (prototype as Record<string, unknown>)[name];
  };
  remove(HTMLElement.prototype, ['popover', 'showPopover', 'hidePopover', 'togglePopover']);
  remove(HTMLButtonElement.prototype, ['popoverTargetElement', 'popoverTargetAction', 'commandForElement', 'command']);
  remove(HTMLInputElement.prototype, ['popoverTargetElement', 'popoverTargetAction']);
  remove(window, ['CommandEvent']);

  // Added to the window while the click passes it on the way down, this listener runs when the click comes back up,
  // after every listener the page put on the window itself (a listener added during the dispatch comes last).
  const cancel = (event: Event) => event.preventDefault();
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('button[popovertarget], button[commandfor]'))
        window.addEventListener('click', cancel, { once: true });
    },
    true,
  );

  const style = document.createElement('style');
  style.textContent = '@layer emulated-browser { [popover] { display: block; } }';
  const placeStyle = () => {
    if (!document.head || style.isConnected) return Boolean(style.isConnected);
    document.head.prepend(style);
    return true;
  };
  if (!placeStyle()) {
    const observer = new MutationObserver(() => {
      if (placeStyle()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }
}
