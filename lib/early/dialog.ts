// The enrolment dialog is a native modal <dialog> opened and closed by invoker commands (`commandfor`/`command`,
// polyfilled where missing: polyfills.ts): the browser makes the rest of the page inert, closes it on Escape and
// gives the focus back. A native modal dialog still lets Tab leave it for the browser's own interface; this keeps
// Tab and Shift+Tab on what the dialog holds that takes the focus: its links and its buttons, in their order.

/** The dialog's links and buttons that are shown, in document order (the order Tab visits them). */
function visibleControls(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('a[href], button')].filter((control) =>
    typeof control.checkVisibility === 'function' ? control.checkVisibility() : control.offsetParent !== null,
  );
}

export function startDialogs(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const dialog = (event.target as Element | null)?.closest?.('dialog');
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const controls = visibleControls(dialog);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}
