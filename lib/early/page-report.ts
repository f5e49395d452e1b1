// The page report's own script (bundled on its own by lib/early-bundle.ts, named only by app/admin/paginas). It is
// `async` in the <head>: from the cache it can run before the body is parsed, so it waits for the document.
import { warnIfStale } from './live-version';

const start = () => void warnIfStale(document);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
