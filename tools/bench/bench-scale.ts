/**
 * Build-time benchmark (prints figures; not a test): how the full build grows with the blog.
 *
 * For each size (default: the site as it is, +100 and +1,000 generated blog posts) it copies the project into a
 * temporary directory (node_modules hard-linked, cp -al: Turbopack does not resolve `next` through a symlinked
 * node_modules), appends the generated posts to content/posts/ (one Markdown file each), and runs every step of
 * `npm run build` there (`next build`, which also draws every page's share image, then the post-build step), cold
 * (no .next, no image variants), timing each step. For the largest size it then builds again in the same copy
 * (warm: what a rebuild after editing one post costs, with Next.js's cache and the image variants already there).
 * Prints build time and milliseconds per page, and writes reports/bench-scale.json.
 *
 *   npm run bench:scale [-- --posts=100,1000] [-- --keep]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { htmlFiles } from '../../scripts/html-files';
import { linkNodeModules } from '../../e2e/support/link-node-modules';

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = [0, ...(option('posts') ?? '100,1000').split(',').map(Number)].filter((n, i, all) => all.indexOf(n) === i);
const KEEP = args.includes('--keep');

/** Not copied: dependencies (hard-linked instead), build output and caches, VCS and test reports. */
const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'reports', 'test-results', 'playwright-report', '.swc']);
/** Not copied either: files the build writes (image variants), and share images a former build step left in public/og/. */
const SKIP_PATHS = [/^public\/og(\/|$)/, /(^|\/)nextImageExportOptimizer(\/|$)/, /next-image-export-optimizer-hashes\.json$/, /\.tsbuildinfo$/];

function copyProject(target: string): void {
  cpSync(root, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source).split(path.sep).join('/');
      if (!relative) return true;
      if (SKIP.has(relative.split('/')[0] ?? '')) return false;
      return !SKIP_PATHS.some((pattern) => pattern.test(relative));
    },
  });
  linkNodeModules(root, target);
}

const TOPICS: readonly (readonly [topic: string, subject: string, category: string])[] = [
  ['Diagnóstico de vazamentos', 'vazamento de fluido', 'Manutenção'],
  ['Vácuo e desidratação', 'bomba de vácuo e vacuômetro', 'Dicas'],
  ['Carga de fluido por balança', 'carga de fluido refrigerante', 'Tecnologia'],
  ['Quadros elétricos de câmaras', 'comando elétrico de câmaras frias', 'Carreira'],
  ['Limpeza de evaporadoras', 'higienização de evaporadoras', 'Manutenção'],
];
const IMAGES = [
  'como-escolher-ar-condicionado-split-ideal',
  'manutencao-preventiva-ar-condicionado-verao',
  'mercado-de-trabalho-refrigeracao-londrina',
  'fluidos-refrigerantes-r32-r290-o-que-muda',
];

/** Element `n mod length` of a non-empty list. */
function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('cycle: empty list');
  return item;
}

/** The n-th generated post: unique slug, title (≤ 47 characters) and excerpt (110–155 characters). */
function generatedPost(n: number) {
  const [topic, subject, category] = cycle(TOPICS, n);
  const day = new Date(Date.UTC(2025, 4, 31) - n * 86_400_000);
  const title = `${topic} — guia nº ${n}`;
  let excerpt = `Guia prático nº ${n} da Frio Norte sobre ${subject}: passo a passo, ferramentas, cuidados de segurança e erros comuns no dia a dia.`;
  while (excerpt.length < 110) excerpt += ' Veja mais.';
  if (title.length > 47 || excerpt.length > 155) throw new Error(`generated post ${n}: title or excerpt too long`);
  const image = cycle(IMAGES, n);
  const paragraph = (i: number) =>
    `Parte ${i} do guia nº ${n}: no trabalho com ${subject}, o técnico segue o procedimento do fabricante, confere as ` +
    'ferramentas antes de começar, registra as medições e deixa o local limpo e seguro para o cliente.';
  return {
    slug: `guia-pratico-${n}`,
    title,
    excerpt,
    author: 'Eng. Ricardo Almeida',
    date: day.toISOString().slice(0, 10),
    category,
    image: {
      src: `/images/blog/${image}.jpg`,
      width: 1200,
      height: 675,
      alt: `Ilustração do guia prático nº ${n} sobre ${subject}`,
    },
    body: [
      paragraph(1),
      `## O que observar em ${subject}`,
      paragraph(2),
      '- equipamento de proteção individual;\n- ferramentas calibradas;\n- registro do serviço.',
      paragraph(3),
    ].join('\n\n'),
  };
}

function addPosts(target: string, count: number): void {
  for (let n = 1; n <= count; n += 1) {
    const { body, ...frontMatter } = generatedPost(n);
    writeFileSync(path.join(target, 'content', 'posts', `${frontMatter.slug}.md`), matter.stringify(`\n${body}\n`, frontMatter));
  }
}

/** The steps of `npm run build`, from package.json. */
function buildSteps(target: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8')) as { scripts: { build: string } };
  return scripts.build.split('&&').map((step) => step.trim());
}

interface Step {
  command: string;
  seconds: number;
}

interface BuildResult {
  seconds: number;
  pages: number;
  msPerPage: number;
  steps: Step[];
}

function build(target: string, label: string, env: Record<string, string>): BuildResult {
  const steps: Step[] = [];
  for (const command of buildSteps(target)) {
    const started = process.hrtime.bigint();
    // As `npm run` does: the project's node_modules/.bin first on the PATH.
    const PATH = `${path.join(target, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
    const result = spawnSync('sh', ['-c', command], {
      cwd: target,
      env: { ...process.env, ...env, PATH },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) {
      console.error(`${result.stdout}\n${result.stderr}`);
      throw new Error(`${label}: "${command}" failed`);
    }
    steps.push({ command, seconds });
    console.log(`  ${label}: ${seconds.toFixed(1).padStart(6)} s  ${command}`);
  }
  const seconds = steps.reduce((total, step) => total + step.seconds, 0);
  const pages = htmlFiles(path.join(target, 'out')).length;
  return { seconds, pages, msPerPage: (seconds * 1000) / pages, steps };
}

/** "next build" for `NEXT_TELEMETRY_DISABLED=1 next build`, "postbuild" for `tsx scripts/postbuild.ts`. */
function shortName(command: string): string {
  if (command.includes('next build')) return 'next build';
  const script = command.split(' ').pop() ?? command;
  return path.basename(script, path.extname(script));
}

interface Result extends BuildResult {
  extraPosts: number;
  kind: 'cold' | 'warm';
}

function main(): void {
  const machine = `${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}`;
  console.log(`bench:scale on ${machine}; sizes: ${SIZES.map((n) => `+${n}`).join(', ')} posts`);
  const results: Result[] = [];
  const temporary: string[] = [];
  try {
    for (const extra of SIZES) {
      const target = mkdtempSync(path.join(tmpdir(), `frio-norte-scale-${extra}-`));
      temporary.push(target);
      copyProject(target);
      addPosts(target, extra);
      const env = { NEXT_TELEMETRY_DISABLED: '1' };
      const cold = build(target, `+${extra} cold`, env);
      results.push({ extraPosts: extra, kind: 'cold', ...cold });
      if (extra === Math.max(...SIZES)) {
        const warm = build(target, `+${extra} warm`, env);
        results.push({ extraPosts: extra, kind: 'warm', ...warm });
      }
    }
  } finally {
    if (!KEEP) for (const target of temporary) rmSync(target, { recursive: true, force: true });
    else console.log(`kept: ${temporary.join(' ')}`);
  }

  const names = (results[0]?.steps ?? []).map((step) => shortName(step.command));
  console.log(`\n  posts added  build     pages  ms/page   ${names.map((name) => name.padStart(14)).join(' ')}`);
  for (const result of results) {
    console.log(
      `  +${String(result.extraPosts).padEnd(5)} ${result.kind.padEnd(5)} ${`${result.seconds.toFixed(1)} s`.padStart(8)} ${String(result.pages).padStart(6)}  ` +
        `${result.msPerPage.toFixed(0).padStart(6)}   ${result.steps.map((step) => `${step.seconds.toFixed(1)} s`.padStart(14)).join(' ')}`,
    );
  }

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const file = path.join(root, 'reports', 'bench-scale.json');
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, node: process.version, results }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)} (${(statSync(file).size / 1024).toFixed(1)} KiB)`);
}

try {
  main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
