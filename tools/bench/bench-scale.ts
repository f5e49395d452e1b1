/**
 * Build-time benchmark (prints figures; not a test): how the build and the blog's pages grow with the blog.
 *
 * For each size (default 100 and 1,000 posts in all) it copies the project into a temporary directory
 * (e2e/support/project-copy.ts: node_modules hard-linked, as Turbopack needs), adds generated posts to content/posts/
 * (e2e/support/generated-posts.ts) and runs each step of `npm run build` there, cold (no .next, no image variants, no
 * share images). Then it changes one post's excerpt and builds again in the same copy: warm, what a publication costs.
 * Prints the build times by step, the pages written and the gzip size of /blog and of a category's first page
 * (beside today's /blog in out/, if built), and writes reports/bench-scale.json. After the cold build of each size, the
 * site search on the emulated slow phone (tools/bench/search.ts): last key → results and Pagefind's bytes for one
 * query, with that many posts in the index. The machine's load comes first: run it on a quiet machine.
 *
 *   npm run bench:scale [-- --posts=100,1000] [-- --keep]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { htmlFiles } from '../../scripts/html-files';
import { copyProject } from '../../e2e/support/project-copy';
import { writeGeneratedPosts } from '../../e2e/support/generated-posts';
import { describeLoad, machineLoad } from './machine';
import { close, htmlGzip, serve } from './site-copies';
import { measureSearch, SEARCH_QUERIES, type SearchReport } from './search';

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = (option('posts') ?? '100,1000').split(',').map(Number);
const KEEP = args.includes('--keep');
/** The category page measured: one every generated blog has. */
const CATEGORY_PATH = '/blog/categoria/manutencao';

interface Step {
  command: string;
  seconds: number;
}

/** Each step of `npm run build` (package.json), timed, as npm runs it: the copy's node_modules/.bin first on the PATH. */
function build(dir: string, label: string): Step[] {
  const { scripts } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  return scripts.build.split('&&').map((part) => {
    const command = part.trim();
    const started = process.hrtime.bigint();
    const result = spawnSync('sh', ['-c', command], {
      cwd: dir,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PATH: `${path.join(dir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
      },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) throw new Error(`${label}: "${command}" failed\n${result.stdout}\n${result.stderr}`);
    console.log(`  ${label}: ${seconds.toFixed(1).padStart(6)} s  ${command}`);
    return { command, seconds };
  });
}

interface Result {
  posts: number;
  kind: 'cold' | 'warm';
  seconds: number;
  steps: Step[];
  pages: number;
  blogGzipKiB: number;
  categoryGzipKiB: number;
  /** The site search over this build (cold builds only). */
  search?: SearchReport;
}

/** Port of the copy's server while its search is measured. */
const SEARCH_PORT = 4181;
const SEARCH_RUNS = 3;

async function measure(posts: number): Promise<Result[]> {
  const dir = copyProject();
  try {
    const generated = writeGeneratedPosts(dir, Math.max(0, posts - readPostCount()));
    const results: Result[] = [];
    for (const kind of ['cold', 'warm'] as const) {
      if (kind === 'warm') {
        // One post changed, as a publication from the editor changes one.
        const file = path.join(dir, 'content', 'posts', `${generated[0]?.slug ?? ''}.md`);
        writeFileSync(file, readFileSync(file, 'utf8').replace('Guia prático', 'Guia prático revisto'));
      }
      const steps = build(dir, `${posts} posts ${kind}`);
      const out = path.join(dir, 'out');
      let search: SearchReport | undefined;
      if (kind === 'cold') {
        const server = await serve(out, SEARCH_PORT);
        try {
          search = await measureSearch(
            `http://127.0.0.1:${SEARCH_PORT}`,
            SEARCH_QUERIES,
            SEARCH_RUNS,
            `${posts} posts`,
          );
        } finally {
          close(server);
        }
      }
      results.push({
        search,
        posts,
        kind,
        seconds: steps.reduce((total, step) => total + step.seconds, 0),
        steps,
        pages: htmlFiles(out).length,
        blogGzipKiB: htmlGzip(out, '/blog') / 1024,
        categoryGzipKiB: htmlGzip(out, CATEGORY_PATH) / 1024,
      });
    }
    return results;
  } finally {
    if (KEEP) console.log(`kept: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** The site's own posts (one Markdown file each). */
function readPostCount(): number {
  return spawnSync('git', ['ls-files', 'content/posts/*.md'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean).length;
}

async function main(): Promise<void> {
  const machine = `${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}`;
  console.log(describeLoad(machineLoad(), 'at the start'));
  console.log(`bench:scale on ${machine}; blogs of ${SIZES.join(', ')} posts (${readPostCount()} of the site's own)`);
  const results: Result[] = [];
  for (const size of SIZES) results.push(...(await measure(size)));
  const out = path.join(root, 'out');
  const today = existsSync(path.join(out, 'index.html')) ? htmlGzip(out, '/blog') / 1024 : undefined;
  const kib = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} KiB`);
  console.log(
    `\n  posts  build  total     ${(results[0]?.steps ?? []).map((step) => step.command.split(' ').pop()?.padStart(14)).join(' ')}   pages   /blog gzip  category gzip`,
  );
  for (const result of results) {
    console.log(
      `  ${String(result.posts).padEnd(6)} ${result.kind.padEnd(5)} ${`${result.seconds.toFixed(1)} s`.padStart(7)}   ` +
        `${result.steps.map((step) => `${step.seconds.toFixed(1)} s`.padStart(14)).join(' ')}   ${String(result.pages).padStart(5)}   ` +
        `${kib(result.blogGzipKiB).padStart(10)}  ${kib(result.categoryGzipKiB).padStart(12)}`,
    );
  }
  console.log(`  today's /blog (out/): ${kib(today)} gzip`);
  for (const result of results.filter((candidate) => candidate.search)) {
    const { afterTypingMs, bytes } = result.search ?? {};
    console.log(
      `  search, ${result.posts} posts: last key → results ${afterTypingMs ? `${afterTypingMs.median} ms [max ${afterTypingMs.max}]` : 'NOT always shown'}; ` +
        `Pagefind per query ${kib((bytes?.median ?? 0) / 1024)} [max ${kib((bytes?.max ?? 0) / 1024)}]`,
    );
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', 'bench-scale.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, node: process.version, todayBlogGzipKiB: today, results }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
