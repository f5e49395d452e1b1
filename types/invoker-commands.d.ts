import 'react';

/**
 * HTML invoker commands (`commandfor` / `command` on a button: open a <dialog> or a popover without any script),
 * in Chromium 135+, Firefox 144+ and Safari 26.2+; @types/react does not list them yet. React passes them to the
 * DOM as written (lower-case attributes).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
