import { earlyBundle, earlyFile } from '@/lib/early-bundle';

/**
 * The page report's script (lib/early/page-report.ts: the warning that the daily publication stopped), its own small
 * immutable file, named only by the report. Inline under `next dev`.
 */
export function PageReportScript() {
  if (process.env.NODE_ENV === 'development') {
    return <script dangerouslySetInnerHTML={{ __html: earlyBundle('page-report') }} />;
  }
  return <script async src={earlyFile('page-report').url} />;
}
