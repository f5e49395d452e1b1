/** The class <html> gets in a browser without HTML invoker commands (before Safari 26.2 and Firefox 144). */
export const NO_INVOKER_COMMANDS_CLASS = 'no-invoker-commands';

const script = `if(!('commandForElement' in HTMLButtonElement.prototype))document.documentElement.classList.add('${NO_INVOKER_COMMANDS_CLASS}')`;

/**
 * Buttons wired with `commandfor` (the enrolment dialog) work before the framework runs only where the browser
 * knows invoker commands. Elsewhere they would do nothing until hydration, so this marks <html> at once and
 * app/globals.css shows those buttons inactive until the page's script takes them over (it drops `commandfor`).
 * An inline script, hashed into the page's Content-Security-Policy by the build like the others.
 */
export function InvokerSupportCheck() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
