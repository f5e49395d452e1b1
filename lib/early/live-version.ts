// The page report's warning that the daily publication has stopped: when marketing opens the report, the live version
// file (content/rules/publication.ts) is read. The daily run sends only a changed site, so an old version is no sign:
// the sign is a version whose next calendar change (a scheduled post's day, a class's start: `dueBy`) has passed by
// more than the daily run after it, with its grace. The report itself was built with the site, so only what is live
// now can say it. A version file without `dueBy` is judged by its age, as before it had one.
import {
  DAILY_RUN_GRACE_HOURS,
  dailyRunAfter,
  isLiveVersion,
  STALE_AFTER_HOURS,
  VERSION_FILE_PATH,
  type LiveVersion,
} from '@/content/rules/publication';
import { formatBuiltAt } from '@/lib/build-time';

/** The element that shows the warning (hidden until the live version is found stale). */
export const STALE_WARNING_ATTRIBUTE = 'data-stale-publication-warning';
/** Set on that element once the live version is read: its commit ("" when it could not be read). */
export const LIVE_COMMIT_ATTRIBUTE = 'data-live-commit';

const HOUR_MS = 3_600_000;

/** A live version the daily publication has left behind: when it was built, and the run that should have replaced it. */
export interface Staleness {
  builtAt: Date;
  /** The daily run that should have sent the calendar's change (absent for a version file without `dueBy`). */
  missedRun?: Date;
}

/** Whether the live version has been left behind at `now`, and since when. */
export function staleness(version: LiveVersion, now: Date): Staleness | undefined {
  const builtAt = new Date(version.builtAt);
  if (version.dueBy) {
    const missedRun = dailyRunAfter(new Date(version.dueBy));
    return now.getTime() - missedRun.getTime() > DAILY_RUN_GRACE_HOURS * HOUR_MS ? { builtAt, missedRun } : undefined;
  }
  return now.getTime() - builtAt.getTime() > STALE_AFTER_HOURS * HOUR_MS ? { builtAt } : undefined;
}

/** The warning, in pt-BR, for marketing. */
export function staleWarningText({ builtAt, missedRun }: Staleness): string {
  const what = missedRun
    ? `A publicação diária parou: o site no ar devia ter mudado em ${formatBuiltAt(missedRun)} (horário de Brasília), ` +
      `com um post agendado, uma turma que começou ou o ano novo, e ainda é a versão de ${formatBuiltAt(builtAt)}.`
    : `A publicação diária não roda desde ${formatBuiltAt(builtAt)} (horário de Brasília).`;
  return (
    `${what} Enquanto ela estiver parada, posts agendados não entram no ar e turmas que já começaram continuam no ` +
    'site. Avise a equipe técnica: a causa aparece em Actions → Publicar, no repositório do site.'
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
): Promise<Staleness | undefined> {
  const warning = root.querySelector<HTMLElement>(`[${STALE_WARNING_ATTRIBUTE}]`);
  if (!warning) return undefined;
  const version = await read();
  warning.setAttribute(LIVE_COMMIT_ATTRIBUTE, version?.commit ?? '');
  const stale = version && staleness(version, now());
  if (stale) {
    warning.textContent = staleWarningText(stale);
    warning.hidden = false;
  }
  return stale;
}
