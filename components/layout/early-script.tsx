import { earlyBundle, earlyFile } from '@/lib/early-bundle';
import { INVOKERS_POLYFILL_ATTRIBUTE, POPOVER_POLYFILL_ATTRIBUTE } from '@/lib/early/polyfills';

/**
 * The early script (lib/early/main.ts): what runs before the framework, on every page. One small immutable file,
 * named by its content and written under out/_next/static/early/ by the post-build step; `async`, so React puts it
 * in the <head> and the browser fetches it with the page and runs it as soon as it arrives. It names the polyfills
 * it loads where a feature is missing. Under `next dev` it is inline (no post-build step writes the files there).
 */
export function EarlyScript() {
  if (process.env.NODE_ENV === 'development') {
    return <script dangerouslySetInnerHTML={{ __html: earlyBundle('main') }} />;
  }
  return (
    <script
      async
      src={earlyFile('main').url}
      {...{
        [POPOVER_POLYFILL_ATTRIBUTE]: earlyFile('popover').url,
        [INVOKERS_POLYFILL_ATTRIBUTE]: earlyFile('invokers').url,
      }}
    />
  );
}

/**
 * The starter (lib/early/starter.ts, inline, first in <body>): it keeps the visitor's taps until the early script
 * runs, which replays them. Not under `next dev`, where the early script is inline.
 */
export function EarlyStarter() {
  if (process.env.NODE_ENV === 'development') return null;
  return <script dangerouslySetInnerHTML={{ __html: earlyBundle('starter') }} />;
}

/** A script of the early layer inlined where it must run as the page is parsed (the not-found page's). */
export function InlineEarlyScript({ entry }: { entry: 'blog-fallback' | 'course-suggestion' }) {
  return <script dangerouslySetInnerHTML={{ __html: earlyBundle(entry) }} />;
}
