// The phone menu is a native popover (components/layout/mobile-menu.tsx): its button opens and closes it, Escape
// and a tap outside close it, all without script. Choosing an entry must close it too (spec §4): a link to another
// page reloads it anyway, but the CURSOS anchor on the home page (and, after the framework, a client-side
// navigation, which keeps the layout) would leave it open over the page.

export function startMenus(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const popover = link?.closest<HTMLElement>('[popover]');
    if (!popover) return;
    try {
      if (popover.matches(':popover-open, .\\:popover-open')) popover.hidePopover();
    } catch {
      // A browser without popovers and without the polyfill yet: nothing is open.
    }
  });
}
