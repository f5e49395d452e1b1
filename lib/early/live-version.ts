// The page report's warning that the daily publication has stopped: when marketing opens the report, the live version
// file (content/rules/publication.ts) is read, and a version older than STALE_AFTER_HOURS shows the warning the page
// holds hidden. The report itself was built with the site, so only what is live now can say how old it is.
import { isLiveVersion, STALE_AFTER_HOURS, VERSION_FILE_PATH, type LiveVersion } from '@/content/rules/publication';
import { formatBuiltAt } from '@/lib/build-time';

/** The element that shows the warning (hidden until the live version is found stale). */
export const STALE_WARNING_ATTRIBUTE = 'data-stale-publication-warning';
/** Set on that element once the live version is read: its commit ("" when it could not be read). */
export const LIVE_COMMIT_ATTRIBUTE = 'data-live-commit';

const HOUR_MS = 3_600_000;

/** The moment the live version was built, when it is older than the daily publication allows. */
export function staleSince(version: LiveVersion, now: Date): Date | undefined {
  const builtAt = new Date(version.builtAt);
  return now.getTime() - builtAt.getTime() > STALE_AFTER_HOURS * HOUR_MS ? builtAt : undefined;
}

/** The warning, in pt-BR, for marketing. */
export function staleWarningText(builtAt: Date): string {
  return (
    `A publicação diária não roda desde ${formatBuiltAt(builtAt)} (horário de Brasília). Enquanto ela estiver parada, ` +
    'posts agendados não entram no ar e turmas que já começaram continuam no site. Avise a equipe técnica: ' +
    'a causa aparece em Actions → Publicar, no repositório do site.'
  );
}

async function liveVersion(): Promise<LiveVersion | undefined> {
  try {
    const response = await fetch(VERSION_FILE_PATH, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : undefined;
    return isLiveVersion(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the live version and, if it is stale, shows the warning under `root`; what it found, for the tests. */
export async function warnIfStale(
  root: ParentNode,
  read: () => Promise<LiveVersion | undefined> = liveVersion,
  now: () => Date = () => new Date(),
): Promise<Date | undefined> {
  const warning = root.querySelector<HTMLElement>(`[${STALE_WARNING_ATTRIBUTE}]`);
  if (!warning) return undefined;
  const version = await read();
  warning.setAttribute(LIVE_COMMIT_ATTRIBUTE, version?.commit ?? '');
  const since = version && staleSince(version, now());
  if (since) {
    warning.textContent = staleWarningText(since);
    warning.hidden = false;
  }
  return since;
}
