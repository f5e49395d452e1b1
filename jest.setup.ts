import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextDecoder; image-size needs it where a test reads content (content/image-files.ts).
if (typeof globalThis.TextDecoder === 'undefined') Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no matchMedia; embla-carousel and the reduced-motion checks read it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
