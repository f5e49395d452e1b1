// The publication workflow's command steps run here, in order, as GitHub's bash would run them (local-run.ts).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  interpolate,
  readWorkflow,
  stepRuns,
  type ExpressionContext,
  type WorkflowStep,
} from '../../e2e/support/publication-workflow';

export interface RunOptions {
  dir: string;
  context: Omit<ExpressionContext, 'failed'>;
  /** More environment for every step (the local S3's endpoint, the stand-in gh on PATH). */
  env?: Readonly<Record<string, string>>;
  /** Steps already done in this copy (by name). */
  skip?: readonly string[];
}

/** The installation, stood in for by the copy's linked node_modules. */
const INSTALL_STEP_ID = 'instalacao';

/** What a step wrote to $GITHUB_OUTPUT: name=value lines. */
function stepOutputs(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, 'utf8').split('\n');
  rmSync(file);
  return Object.fromEntries(lines.flatMap((line) => (line.includes('=') ? [line.split(/=(.*)/s).slice(0, 2)] : [])));
}

export interface RunResult {
  ran: string[];
  failed: boolean;
  summary: string;
  seconds: number;
}

/** Runs a step's script as GitHub's bash does; resolves to its exit code. Asynchronous: the local servers answer from this process. */
function runScript(script: string, cwd: string, env: NodeJS.ProcessEnv, quiet: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString('utf8')}`.slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 && !quiet) process.stderr.write(errors);
      resolve(code ?? 1);
    });
  });
}

/** Runs the workflow's command steps in order on the copy; the names of the steps that ran and whether one failed. */
export async function runWorkflow(
  { dir, context, env = {}, skip = [] }: RunOptions,
  expectFailure = false,
): Promise<RunResult> {
  const job = Object.values(readWorkflow().jobs)[0];
  if (!job) throw new Error('the workflow has no job');
  const started = Date.now();
  const summaryFile = path.join(dir, 'step-summary.md');
  writeFileSync(summaryFile, '');
  const outcomes: Record<string, 'success' | 'failure' | 'skipped'> = {};
  const outputs: Record<string, Record<string, string>> = {};
  const outputFile = path.join(dir, 'step-output.txt');
  const state: ExpressionContext = { ...context, outcomes, outputs, failed: false };
  const ran: string[] = [];
  const values = (map: WorkflowStep['env']) =>
    Object.fromEntries(Object.entries(map ?? {}).map(([name, value]) => [name, interpolate(String(value), state)]));
  for (const step of job.steps) {
    const name = step.name ?? step.uses ?? step.run ?? '';
    if (!step.run || step.id === INSTALL_STEP_ID || skip.includes(name)) continue;
    if (!stepRuns(step, state)) {
      if (step.id) outcomes[step.id] = 'skipped';
      continue;
    }
    const status = await runScript(
      interpolate(step.run, state),
      dir,
      {
        ...process.env,
        ...values(job.env),
        ...values(step.env),
        ...env,
        GITHUB_SHA: context.github.sha ?? '',
        GITHUB_REPOSITORY: context.github.repository ?? '',
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_OUTPUT: outputFile,
      },
      expectFailure,
    );
    if (step.id) outputs[step.id] = stepOutputs(outputFile);
    ran.push(name);
    if (step.id) outcomes[step.id] = status === 0 ? 'success' : 'failure';
    console.log(`  ${status === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    if (status !== 0) state.failed = true;
  }
  return {
    ran,
    failed: state.failed,
    summary: readFileSync(summaryFile, 'utf8'),
    seconds: (Date.now() - started) / 1000,
  };
}
