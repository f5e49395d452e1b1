// The publication workflow (.github/workflows/publicar.yml) as data: its steps, and what each `if:` and `${{ }}`
// says, for the steps that run commands. Read by its unit test (__tests__/publication-workflow.test.ts) and by its
// local run (tools/publication/local-run.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const WORKFLOW_FILE = path.join('.github', 'workflows', 'publicar.yml');

export interface WorkflowStep {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  shell?: string;
  env?: Record<string, string | number>;
  with?: Record<string, unknown>;
}

export interface Workflow {
  on: { push?: { branches?: string[] }; schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  permissions?: Record<string, string>;
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string | number>; steps: WorkflowStep[] }>;
}

export function readWorkflow(root = process.cwd()): Workflow {
  return parse(readFileSync(path.join(root, WORKFLOW_FILE), 'utf8')) as Workflow;
}

/** The values `${{ … }}` may name: the repository's variables and secrets, and the run's github context. */
export interface ExpressionContext {
  vars: Readonly<Record<string, string>>;
  secrets: Readonly<Record<string, string>>;
  github: Readonly<Record<string, string>>;
  /** The outcome of each step with an id that has run or been skipped so far (steps.<id>.outcome). */
  outcomes?: Readonly<Record<string, 'success' | 'failure' | 'skipped'>>;
  /** What each step with an id wrote to $GITHUB_OUTPUT (steps.<id>.outputs.<name>). */
  outputs?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A run started by hand: its inputs (inputs.<name>); empty on a push or the schedule, as on GitHub. */
  inputs?: Readonly<Record<string, string>>;
  /** Whether an earlier step failed (failure(), success()). */
  failed: boolean;
}

const REFERENCE = /^(vars|secrets|github)\.([A-Za-z_][A-Za-z0-9_]*)$/;
const OUTCOME = /^steps\.([A-Za-z_][A-Za-z0-9_-]*)\.outcome$/;
const OUTPUT = /^steps\.([A-Za-z_][A-Za-z0-9_-]*)\.outputs\.([A-Za-z_][A-Za-z0-9_-]*)$/;
const INPUT = /^inputs\.([A-Za-z_][A-Za-z0-9_-]*)$/;

function valueOf(reference: string, context: ExpressionContext): string {
  const outcome = OUTCOME.exec(reference.trim());
  if (outcome?.[1]) return context.outcomes?.[outcome[1]] ?? '';
  const output = OUTPUT.exec(reference.trim());
  if (output?.[1] && output[2]) return context.outputs?.[output[1]]?.[output[2]] ?? '';
  const input = INPUT.exec(reference.trim());
  if (input?.[1]) return context.inputs?.[input[1]] ?? '';
  const match = REFERENCE.exec(reference.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`${WORKFLOW_FILE}: expression not understood by the local run: ${reference}`);
  return context[match[1] as 'vars' | 'secrets' | 'github'][match[2]] ?? '';
}

/** A value with its `${{ vars.X }}`, `${{ secrets.X }}` and `${{ github.x }}` filled in (missing ones are empty, as on GitHub). */
export function interpolate(text: string, context: ExpressionContext): string {
  return text.replace(/\$\{\{([^}]*)\}\}/g, (_, expression: string) => valueOf(expression, context));
}

/**
 * Whether a step runs: no `if` (runs while nothing failed), failure(), success(), always(), or comparisons
 * `<reference> == '<value>'` joined by `&&`, the forms the workflow uses. Anything else stops the local run, naming
 * it, rather than guess.
 */
export function stepRuns(step: WorkflowStep, context: ExpressionContext): boolean {
  const condition = step.if?.trim();
  if (!condition) return !context.failed;
  if (condition === 'always()') return true;
  if (condition === 'failure()') return context.failed;
  if (condition === 'success()') return !context.failed;
  const comparisons = condition.split('&&').map((part) => /^(\S+)\s*==\s*'([^']*)'$/.exec(part.trim()));
  if (comparisons.every((comparison) => comparison?.[1] && comparison[2] !== undefined)) {
    return (
      !context.failed &&
      comparisons.every((comparison) => comparison && valueOf(comparison[1] ?? '', context) === comparison[2])
    );
  }
  throw new Error(`${WORKFLOW_FILE}: condition not understood by the local run: ${condition}`);
}
