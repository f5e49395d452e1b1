import { earlyBundle, earlyFile, type EarlyInlineEntry, type EarlyPageEntry } from '@/lib/early-bundle';
import { INVOKERS_POLYFILL_ATTRIBUTE, POPOVER_POLYFILL_ATTRIBUTE } from '@/lib/early/polyfills';
import { EARLY_SOURCE_ATTRIBUTE } from '@/lib/early/starter';

/**
 * Under `next dev` the early script (lib/early/main.ts) is inline in the <head> (no post-build step writes the early
 * files there). In the export it is fetched by the starter (EarlyStarter), and nothing of it is in the <head>.
 */
export function EarlyScript() {
  if (process.env.NODE_ENV !== 'development') return null;
  return <script dangerouslySetInnerHTML={{ __html: earlyBundle('main') }} />;
}

/**
 * The starter (lib/early/starter.ts, inline, first in <body>): it fetches the early script, one small immutable file
 * named by its content (written under out/_next/static/early/ by the post-build step), once the page and its largest
 * image have loaded or at the visitor's first gesture, and keeps the visitor's taps until that script runs, which
 * replays them. It names the polyfills the early script loads where a feature is missing. Not under `next dev`,
 * where the early script is inline.
 */
export function EarlyStarter() {
  if (process.env.NODE_ENV === 'development') return null;
  return (
    <script
      {...{
        [EARLY_SOURCE_ATTRIBUTE]: earlyFile('main').url,
        [POPOVER_POLYFILL_ATTRIBUTE]: earlyFile('popover').url,
        [INVOKERS_POLYFILL_ATTRIBUTE]: earlyFile('invokers').url,
      }}
      dangerouslySetInnerHTML={{ __html: earlyBundle('starter') }}
    />
  );
}

/**
 * A page's own script of the early layer (lib/early-bundle.ts, ENTRIES): a small immutable file, `async` (React puts
 * it in the <head>), named only by that page, so no other page loads anything of it. Inline under `next dev`.
 */
export function EarlyPageScript({ entry }: { entry: EarlyPageEntry }) {
  if (process.env.NODE_ENV === 'development') {
    return <script dangerouslySetInnerHTML={{ __html: earlyBundle(entry) }} />;
  }
  return <script async src={earlyFile(entry).url} />;
}

/** A script of the early layer inlined where it must run as the page is parsed (the not-found page's). */
export function InlineEarlyScript({ entry }: { entry: Exclude<EarlyInlineEntry, 'starter' | 'cms-previews'> }) {
  return <script dangerouslySetInnerHTML={{ __html: earlyBundle(entry) }} />;
}
