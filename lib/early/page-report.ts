// The page report's own script: its list of content to review, for today, and its warning that the daily publication
// stopped (bundled on its own by lib/early-bundle.ts, named only by app/admin/paginas). It is `async` in the <head>: from the cache it can run before the body is parsed, so it waits for the document.
import { listContentToReview } from './content-to-review';
import { warnIfStale } from './live-version';

const start = () => {
  listContentToReview(document);
  void warnIfStale(document);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
