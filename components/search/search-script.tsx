import { earlyBundle, earlyFile } from '@/lib/early-bundle';

/**
 * The search page's script (lib/early/search.ts): its own small immutable file, `async` (React puts it in the <head>),
 * named only by this page, so no other page loads anything of the search. Inline under `next dev`.
 */
export function SearchScript() {
  if (process.env.NODE_ENV === 'development') {
    return <script dangerouslySetInnerHTML={{ __html: earlyBundle('search') }} />;
  }
  return <script async src={earlyFile('search').url} />;
}
