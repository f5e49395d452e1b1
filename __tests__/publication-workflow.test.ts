/** @jest-environment node */
import packageJson from '../package.json';
import { readWorkflow } from '../e2e/support/publication-workflow';
import { DAILY_RUN_UTC, VERSION_FILE_PATH } from '../content/rules/publication';
import { immutablePrefixes } from '../content/rules/serving';
import { outcomeVariable, WORKFLOW_STEP_IDS } from '../scripts/publication/failure-report';

/**
 * The publication workflow (.github/workflows/publicar.yml) still matches the build: `npm run lint` checks it against
 * GitHub's schema (action-validator); this checks what the schema cannot: that it builds the way `npm run build`
 * does, on the Node the project asks for, keeps the build's caches, publishes every day, and sends nothing after a
 * failed build. Its steps run for real in `npm run test:publication` (tools/publication/local-run.ts).
 */
const workflow = readWorkflow();
const job = Object.values(workflow.jobs)[0];
const steps = job?.steps ?? [];
const buildIndex = steps.findIndex((step) => step.name === 'Build');

describe('the publication workflow', () => {
  it('publishes on every push to main, every day in the morning (Brasília) and by hand', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    const [schedule] = workflow.on.schedule ?? [];
    // Minute, hour (UTC), every day of every month: 09:10 UTC is 06:10 in Brasília, after midnight there. The page
    // report counts on that moment to tell a stopped publication (DAILY_RUN_UTC, lib/early/live-version.ts).
    expect(schedule?.cron).toBe(`${DAILY_RUN_UTC.minute} ${DAILY_RUN_UTC.hour} * * *`);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('builds with npm ci and npm run build, the build the project defines, on a current LTS Node its engines allow', () => {
    expect(packageJson.scripts.build).toBeDefined();
    expect(steps.find((step) => step.id === 'instalacao')?.run).toMatch(/(^|; )npm ci /);
    expect(steps[buildIndex]?.run).toMatch(/(^|; )npm run build( |$)/);
    const nodes = steps.filter((step) => step.uses?.startsWith('actions/setup-node'));
    expect(nodes).toHaveLength(1);
    const node = Number(nodes[0]?.with?.['node-version']);
    const engineMajor = Number(/(\d+)/.exec(packageJson.engines.node)?.[1]);
    // An even major is an LTS line; 24 is the active one, and what netlify-cli and wrangler ask for (22 or newer).
    expect(node % 2).toBe(0);
    expect(node).toBeGreaterThanOrEqual(Math.max(engineMajor, 24));
  });

  it("uses each of GitHub's actions at its current major, the one that runs on Node 24", () => {
    const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses).toEqual(['actions/checkout@v6', 'actions/setup-node@v6', 'actions/cache@v5']);
  });

  it('keeps what a build leaves for the next: .next/cache and the image variants', () => {
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache'));
    expect(String(cache?.with?.path)).toContain('.next/cache');
    expect(String(cache?.with?.path)).toContain('nextImageExportOptimizer');
  });

  it('checks the configuration first, sends only after the build, to the one host chosen, then checks the live site', () => {
    const index = (id: string) => steps.findIndex((step) => step.id === id);
    expect(index('configuracao')).toBeGreaterThan(index('instalacao'));
    expect(index('configuracao')).toBeLessThan(buildIndex);
    expect(steps[buildIndex]?.id).toBe('build');
    const sends = steps.filter((step) => step.name?.startsWith('Enviar'));
    // Only a changed site is sent: the comparison with the live one comes between the build and the sends.
    expect(index('comparacao')).toBeGreaterThan(buildIndex);
    expect(steps[index('comparacao')]?.run).toContain('scripts/publication/compare-live.ts');
    expect(sends.map((step) => step.if)).toEqual(
      ['nginx', 's3', 'cloudflare', 'netlify'].map(
        (host) => `vars.PUBLISH_TARGET == '${host}' && steps.comparacao.outputs.mudou == 'true'`,
      ),
    );
    for (const send of sends) {
      expect(steps.indexOf(send)).toBeGreaterThan(index('comparacao'));
      expect(steps.indexOf(send)).toBeLessThan(index('no_ar'));
      // Its output is kept for the report, and a failure of the command fails the step through the pipe.
      expect(send.run).toContain('| tee envio.log');
      expect(send.run).toContain('pipefail');
    }
    expect(steps[index('no_ar')]?.run).toContain('scripts/publication/live-check.ts');
    expect(steps[index('no_ar')]?.if).toBeUndefined();
  });

  it('reports any failure in pt-BR, naming the step, and closes the issue only once the live site shows the new version', () => {
    const report = steps.find((step) => step.if === 'failure()');
    expect(report?.run).toContain('scripts/publication/failure-report.ts');
    const outcomes = Object.entries(report?.env ?? {}).filter(([name]) => name.startsWith('RESULTADO_'));
    // Every step that can stop a publication; the comparison with the live site never does (compare-live.ts).
    const ids = steps.map((step) => step.id).filter((id): id is string => Boolean(id) && id !== 'comparacao');
    expect(outcomes.map(([name, value]) => [name, String(value)])).toEqual(
      ids.map((id) => [outcomeVariable(id), `$\{{ steps.${id}.outcome }}`]),
    );
    for (const step of Object.values(WORKFLOW_STEP_IDS).flat()) expect(ids).toContain(step);
    const close = steps.findIndex((step) => step.name === 'Fechar o aviso de publicação parada');
    expect(steps[close]?.if).toBe('success()');
    expect(close).toBeGreaterThan(steps.findIndex((step) => step.id === 'no_ar'));
    expect(workflow.permissions?.issues).toBe('write');
  });

  it("keeps a previous build's fingerprinted files on nginx, for the pages left open, and sends the version file last", () => {
    const lines = (steps.find((step) => step.id === 'envio_nginx')?.run ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('rsync'));
    const removing = lines.findIndex((line) => line.includes('--delete'));
    const excluded = [...(lines[removing] ?? '').matchAll(/--exclude (\S+)/g)].map((match) => match[1] ?? '');
    for (const prefix of immutablePrefixes) {
      // Sent first, into the same folder, without removing anything; left alone by the pass that removes.
      const sent = lines.findIndex((line) => {
        const folders = /^rsync -a out(\/\S*\/) "\$RSYNC_DESTINATION(\/\S*\/)"$/.exec(line);
        return folders?.[1] === folders?.[2] && prefix.startsWith(folders?.[1] ?? '-');
      });
      expect(sent).toBeGreaterThanOrEqual(0);
      expect(sent).toBeLessThan(removing);
      expect(excluded.some((folder) => prefix.startsWith(folder))).toBe(true);
    }
    expect(lines.at(-1)).toBe(`rsync -a out${VERSION_FILE_PATH} "$RSYNC_DESTINATION${VERSION_FILE_PATH}"`);
    expect(excluded).toContain(VERSION_FILE_PATH);
  });

  it('keeps the daily run alive: the API call that re-enables the workflow, on every run, with the permission it needs', () => {
    const keepAlive = steps.find((step) => step.name === 'Manter a publicação diária ligada');
    expect(keepAlive?.if).toBe('always()');
    expect(keepAlive?.run).toBe('gh api --method PUT "repos/$GITHUB_REPOSITORY/actions/workflows/publicar.yml/enable"');
    expect(workflow.permissions?.actions).toBe('write');
  });
});
