/**
 * Invoker commands (`commandfor` + `command`) for the browsers that lack them (before Safari 26.2 and Firefox 144),
 * as long as the framework has not taken the buttons over: a click on a `<button commandfor>` runs its
 * `show-modal` or `close` command on the <dialog> it names. The enrolment dialog thus opens on the first tap
 * everywhere, although the framework only arrives with that tap. Once hydrated, the buttons drop `commandfor`
 * (enrolment-dialog.tsx) and call the dialog's methods themselves, so this never acts twice. An inline script,
 * hashed into the page's Content-Security-Policy by the build like the others.
 */
const script =
  `if(!('commandForElement' in HTMLButtonElement.prototype))document.addEventListener('click',function(e){` +
  `var b=e.target instanceof Element&&e.target.closest('button[commandfor]'),` +
  `t=b&&document.getElementById(b.getAttribute('commandfor')),c=b&&b.getAttribute('command');` +
  `if(!(t instanceof HTMLDialogElement))return;` +
  `if(c==='show-modal'&&!t.open)t.showModal();else if(c==='close'&&t.open)t.close()})`;

export function InvokerCommandsFallback() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
