import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { posts } from '../../content/posts';
import { outDir, pageFile, pageReportPath } from '../../content/rules/serving';
import { onInteraction } from '../../scripts/postbuild/defer-scripts';
import { htmlFiles } from '../../scripts/html-files';
import { builtVersion } from '../../scripts/publication/site-digest';
import { expect, test } from '../support/fixtures';
import { buildCopy, copyProject } from '../support/project-copy';

/**
 * A publication leaves pages open in visitors' tabs, whose framework arrives later: their flight-data file must still
 * be there. The build id comes from the code (next.config.mjs), so two builds of one commit name every flight-data
 * file alike, and a changed post changes only the files of the pages that show it (the hosts keep the previous
 * files: docs/publicacao.md). Three builds of a temporary copy.
 */

/**
 * Each page of the copy's out/ with the flight-data file it names (pages without the framework left out), but the
 * page report: it says when the live version was built, so every build changes it.
 */
function flightFiles(dir: string): Map<string, string> {
  const out = path.join(dir, outDir);
  const files = new Map<string, string>();
  for (const file of htmlFiles(out)) {
    if (path.relative(out, file) === pageFile(pageReportPath)) continue;
    const flight = onInteraction(readFileSync(file, 'utf8')).flightData;
    if (flight) files.set(path.relative(out, file), flight);
  }
  return files;
}

function build(dir: string): Map<string, string> {
  const result = buildCopy(dir);
  expect(result.ok, result.output).toBe(true);
  return flightFiles(dir);
}

/** The digest the build wrote into its version file: what the publication compares with the live site. */
const digestOf = (dir: string) => builtVersion(path.join(dir, outDir)).digest;

test('two builds of one commit name every flight-data file alike, with one digest; a changed post changes only the pages that show it, and the digest', async () => {
  test.setTimeout(480_000);
  const dir = copyProject();
  try {
    const first = await test.step('a build', () => build(dir));
    expect(first.size).toBeGreaterThan(15);
    const firstDigest = digestOf(dir);
    expect(firstDigest).toMatch(/^[0-9a-f]{64}$/);

    await test.step('the same commit, built again: the same names, and the same digest (nothing to send)', () => {
      expect(Object.fromEntries(build(dir))).toEqual(Object.fromEntries(first));
      expect(digestOf(dir)).toBe(firstDigest);
    });

    // The oldest post: the newest one also stands in for unknown blog addresses, which every page's data carries.
    const post = [...posts].sort((a, b) => a.date.localeCompare(b.date))[0];
    if (!post) throw new Error('no post');
    const excerpt = 'Um resumo novo, escrito para ver quais páginas mudam quando um artigo muda e quais ficam iguais.';
    await test.step(`"${post.slug}" with a new excerpt: only the pages that show it change`, () => {
      const file = path.join(dir, 'content/posts', `${post.slug}.md`);
      const source = readFileSync(file, 'utf8');
      expect(source).toContain(`excerpt: ${post.excerpt}\n`);
      writeFileSync(file, source.replace(`excerpt: ${post.excerpt}\n`, `excerpt: ${excerpt}\n`));
      const third = build(dir);
      const changed = [...third]
        .filter(([page, flight]) => first.get(page) !== flight)
        .map(([page]) => page)
        .sort();
      const out = path.join(dir, outDir);
      const showing = [...third.keys()]
        .filter((page) =>
          load(readFileSync(path.join(out, page), 'utf8'))('body')
            .text()
            .includes(excerpt),
        )
        .sort();
      expect(showing.length).toBeGreaterThan(1);
      expect(changed).toEqual(showing);
      expect(digestOf(dir), 'a changed post changes the digest: the site is sent').not.toBe(firstDigest);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
