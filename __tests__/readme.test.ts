/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README is the project's front door: what the site is, the two commands, the scripts, where things are. Each
 * task's steps live in their one home under docs/, so that a change is written once; the size keeps it that way.
 */
const readme = readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');
const MAX_BYTES = 12_000;

describe('README.md', () => {
  it(`stays at ${MAX_BYTES} bytes or less`, () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('gives the two commands: one builds and serves, one runs every test', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });

  it('points to the content guide for a new class and a new post, instead of writing their steps again', () => {
    expect(readme).toContain('(docs/conteudo.md#turmas)');
    expect(readme).toContain('(docs/conteudo.md#novo-artigo-no-blog)');
    expect(readme).not.toMatch(/\*\*Novo artigo no blog\*\*|\*\*Nova turma\*\*/);
  });
});
