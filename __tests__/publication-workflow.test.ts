/** @jest-environment node */
import packageJson from '../package.json';
import { readWorkflow } from '../e2e/support/publication-workflow';

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
    // Minute, hour (UTC), every day of every month: 09:10 UTC is 06:10 in Brasília, after midnight there.
    expect(schedule?.cron).toMatch(/^\d{1,2} (9|1[0-1]) \* \* \*$/);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('builds with npm ci and npm run build, the build the project defines, on the Node its engines ask for', () => {
    expect(packageJson.scripts.build).toBeDefined();
    expect(steps.some((step) => step.run?.startsWith('npm ci'))).toBe(true);
    expect(steps[buildIndex]?.run).toMatch(/(^|; )npm run build( |$)/);
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    const engineMajor = /(\d+)/.exec(packageJson.engines.node)?.[1];
    expect(String(node?.with?.['node-version'])).toBe(engineMajor);
  });

  it('keeps what a build leaves for the next: .next/cache and the image variants', () => {
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache'));
    expect(String(cache?.with?.path)).toContain('.next/cache');
    expect(String(cache?.with?.path)).toContain('nextImageExportOptimizer');
  });

  it('sends only after the build, to the one host the repository chooses, and reports a failure in pt-BR', () => {
    const sends = steps.filter((step) => step.name?.startsWith('Enviar'));
    expect(sends.map((step) => step.if)).toEqual([
      "vars.PUBLISH_TARGET == 'nginx'",
      "vars.PUBLISH_TARGET == 's3'",
      "vars.PUBLISH_TARGET == 'cloudflare'",
      "vars.PUBLISH_TARGET == 'netlify'",
    ]);
    for (const send of sends) expect(steps.indexOf(send)).toBeGreaterThan(buildIndex);
    const report = steps.find((step) => step.if === 'failure()');
    expect(report?.run).toContain('scripts/publication/failure-report.ts');
    expect(workflow.permissions?.issues).toBe('write');
  });
});
