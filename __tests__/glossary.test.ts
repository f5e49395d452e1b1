import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/glossario.md gives each of the site's concepts its one name in the guides and its one name in the code. A
 * renamed identifier or a moved file would leave the glossary naming what no longer exists: each name of its "No
 * código" column must still be written in the code, and each file of its "Onde" column must still be there.
 */

const GLOSSARY = 'docs/glossario.md';
const CODE_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts', 'tools', 'e2e'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(?:ts|tsx|mts)$/.test(name) ? [file] : [];
  });
}

interface GlossaryRow {
  term: string;
  /** The code's English words for the concept (*course*, *early layer*), however the code joins them. */
  words: string[];
  /** Its identifiers (`CourseClass`), as written. */
  codeNames: string[];
  places: string[];
}

const codeSpans = (cell: string): string[] => Array.from(cell.matchAll(/`([^`]+)`/g), (match) => match[1] ?? '');
const italics = (cell: string): string[] => Array.from(cell.matchAll(/\*([^*]+)\*/g), (match) => match[1] ?? '');

/** "early layer" as the code may write it: "early layer", "early-layer", "earlyLayer", "EarlyLayer". */
const wordsPattern = (words: string): RegExp => new RegExp(words.split(/[\s-]+/).join('[\\s-]?'), 'i');

/** The table's rows, after its header and the row of dashes. */
function glossaryRows(): GlossaryRow[] {
  return readFileSync(GLOSSARY, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Nos guias'))
    .map((line) => {
      const [term = '', code = '', , where = ''] = line.slice(2, -2).split(' | ');
      return {
        term,
        words: italics(code),
        codeNames: codeSpans(code),
        // Files and folders of the project; an address of the site (`/og/`) or a link to a guide is not one.
        places: codeSpans(where).filter((span) => /^[a-z_.]/.test(span) && span.includes('/')),
      };
    });
}

describe('the glossary (docs/glossario.md)', () => {
  const rows = glossaryRows();
  const code = CODE_FOLDERS.flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('has its table, each row with its name in the code', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.words.length + row.codeNames.length === 0).map((row) => row.term)).toEqual([]);
  });

  it('names only what the code still calls so', () => {
    const missing = rows.flatMap((row) => [
      ...row.words.filter((words) => !wordsPattern(words).test(code)).map((words) => `${row.term}: ${words}`),
      ...row.codeNames.filter((name) => !new RegExp(`\\b${name}\\b`).test(code)).map((name) => `${row.term}: ${name}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('points only to files and folders that exist', () => {
    const missing = rows.flatMap((row) =>
      row.places.filter((place) => !existsSync(place)).map((place) => `${row.term}: ${place}`),
    );
    expect(missing).toEqual([]);
  });
});
