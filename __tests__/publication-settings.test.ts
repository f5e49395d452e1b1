/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readWorkflow, WORKFLOW_FILE } from '../e2e/support/publication-workflow';
import {
  allSettings,
  COMMON_HEADING,
  COMMON_SETTINGS,
  HOSTS,
  PUBLICATION_GUIDE,
  TARGET_SETTING,
  type Setting,
} from '../scripts/publication/hosts';
import { knownFailuresTable } from '../scripts/publication/known-failures';

/**
 * One description of each host's settings (scripts/publication/hosts.ts), and the two texts that must say the same:
 * the workflow that reads them and the guide the technical person sets them up from. Adding, renaming or dropping a
 * setting on one side alone fails here.
 */
const root = path.join(__dirname, '..');
const workflowText = readFileSync(path.join(root, WORKFLOW_FILE), 'utf8');
const guide = readFileSync(path.join(root, PUBLICATION_GUIDE), 'utf8');
const workflow = readWorkflow(root);
const steps = Object.values(workflow.jobs)[0]?.steps ?? [];

const SOURCES = { vars: 'variable', secrets: 'secret' } as const;
type Reference = { name: string; kind: Setting['kind'] };
/** The `vars.X` and `secrets.X` a text reads. */
function references(text: string): Reference[] {
  return [...text.matchAll(/\b(vars|secrets)\.([A-Z_][A-Z0-9_]*)/g)].map((match) => ({
    name: match[2] ?? '',
    kind: SOURCES[match[1] as keyof typeof SOURCES],
  }));
}
const key = ({ name, kind }: Reference) => `${kind}:${name}`;
const keys = (list: readonly Reference[]) => [...new Set(list.map(key))].sort();

/** The settings a checklist of the guide lists: its table rows "| `NAME` | variável | … |", in order. */
function documented(heading: string): Reference[] {
  const lines = guide.split('\n');
  const start = lines.findIndex((line) => line === `### ${heading}`);
  if (start < 0) throw new Error(`${PUBLICATION_GUIDE}: no heading "### ${heading}"`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => /^\| `([A-Z_][A-Z0-9_]*)` \| (variável|segredo) \|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1] ?? '', kind: match[2] === 'segredo' ? 'secret' : 'variable' }));
}

describe("the hosts' settings: one description, read by the workflow, set up from the guide", () => {
  it('every vars.X and secrets.X the workflow reads is a described setting, of that kind, and every setting is read', () => {
    const read = keys(references(workflowText));
    expect(read).toEqual(keys(allSettings()));
  });

  it('the configuration check gets every setting, each under its own name, before anything is built', () => {
    const checkStep = steps.find((step) => step.id === 'configuracao');
    const env = Object.entries(checkStep?.env ?? {}).map(([name, value]) => ({ name, value: String(value) }));
    expect(env.map(({ name }) => name).sort()).toEqual(
      allSettings()
        .map((setting) => setting.name)
        .sort(),
    );
    for (const { name, value } of env)
      expect(keys(references(value))).toEqual(keys(allSettings().filter((setting) => setting.name === name)));
    expect(steps.indexOf(checkStep ?? {})).toBeLessThan(steps.findIndex((step) => step.id === 'build'));
  });

  it("each host's send step runs for that host alone and reads exactly its settings", () => {
    for (const host of HOSTS) {
      const send = steps.find((step) => step.id === host.sendStep);
      expect(send?.if).toBe(`vars.${TARGET_SETTING} == '${host.id}' && steps.comparacao.outputs.mudou == 'true'`);
      const read = references(`${Object.values(send?.env ?? {}).join('\n')}\n${send?.run ?? ''}`);
      expect(keys(read)).toEqual(keys(host.settings));
    }
  });

  it("the guide lists each host's settings, in the check's order, with their kind; and no other setting", () => {
    expect(documented(COMMON_HEADING)).toEqual(COMMON_SETTINGS.map(({ name, kind }) => ({ name, kind })));
    for (const host of HOSTS)
      expect(documented(host.heading)).toEqual(host.settings.map(({ name, kind }) => ({ name, kind })));
    const rows = [...guide.matchAll(/^\| `([A-Z_][A-Z0-9_]*)` \| (?:variável|segredo) \|/gm)].map((match) => match[1]);
    expect(rows.sort()).toEqual(
      allSettings()
        .map((setting) => setting.name)
        .sort(),
    );
  });

  it('the guide names every setting the workflow reads, and the address has one spelling everywhere', () => {
    for (const { name } of references(workflowText)) expect(guide).toContain(`\`${name}\``);
    const texts = ['README.md', 'docs/cms.md', 'docs/conteudo.md', WORKFLOW_FILE].map((file) =>
      readFileSync(path.join(root, file), 'utf8'),
    );
    for (const text of texts) expect(text).not.toContain('NEXT_PUBLIC_SITE_URL');
  });
});

describe("the send failures' table, printed in the guide", () => {
  it('is in docs/publicacao.md as known-failures.ts writes it, row for row', () => {
    expect(guide).toContain(`\n${knownFailuresTable()}\n`);
  });
});
