/**
 * What the editor writes, the build reads: in a temporary copy of the project, one sample entry per collection of the
 * CMS (public/cms/config.yml) is written the way the CMS writes files (a whole YAML document, or a Markdown file with
 * a YAML front matter, no comments), with an uploaded picture for the new course; `npm run build` must pass and each
 * entry must appear on its page, the picture with its responsive variants. Then a course whose description is too
 * short must stop `next build` with the pt-BR message naming the file and the field.
 *
 *   npm run test:cms          (part of npm test; two builds in a temporary folder, ~2 min on 2 cores)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { parse, stringify } from 'yaml';
import { attribute, parsePage } from '../../scripts/postbuild/html';
import { linkNodeModules } from '../bench/link-node-modules';

const root = process.cwd();
const MARK = 'Exemplo CMS';
/** Slugs of the sample course and post, and of the course that must stop the build. */
const SAMPLE_COURSE = 'curso-exemplo-cms';
const SAMPLE_POST = 'artigo-exemplo-cms';
const SHORT_COURSE = 'curso-curto';
const CONTACT_DESCRIPTION = `Fale com a Frio Norte em Londrina (${MARK}): telefone, WhatsApp, e-mail e endereço da escola de refrigeração.`;

/** A Markdown file as the CMS writes it: the front matter as YAML between "---" lines, then the body. */
function markdownFile(data: Record<string, unknown>, body: string): string {
  return `---\n${stringify(data)}---\n\n${body}\n`;
}

/** Edits a YAML file of content/ as the CMS does: the whole document written again from its data. */
function editYaml(dir: string, file: string, edit: (data: Record<string, unknown>) => void): void {
  const target = path.join(dir, file);
  const data = parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(target, stringify(data));
}

const listOf = (data: Record<string, unknown>, field: string) => data[field] as Record<string, unknown>[];
const sampleImage = (src: string, alt: string) => ({ src, width: 1200, height: 800, alt });

/** The project's files (tracked and new, not ignored), with node_modules hard-linked: a copy that builds alone. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-cms-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of files.split('\n').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  linkNodeModules(root, dir);
  return dir;
}

function writeSamples(dir: string): void {
  mkdirSync(path.join(dir, 'public/images/uploads'), { recursive: true });
  copyFileSync(path.join(root, 'public/images/courses/instalacao-manutencao-split-system.jpg'), path.join(dir, 'public/images/uploads/curso-exemplo.jpg'));
  writeFileSync(
    path.join(dir, 'content', 'courses', `${SAMPLE_COURSE}.md`),
    markdownFile(
      {
        id: 99,
        title: `Curso ${MARK}`,
        slug: SAMPLE_COURSE,
        description: 'Um curso criado no editor do site para provar que o que o editor grava é o que o build lê e publica.',
        image: sampleImage('/images/uploads/curso-exemplo.jpg', 'Foto enviada pelo editor'),
        category: 'Climatização',
        duration: '2 semanas',
        instructor: 'Téc. Exemplo',
        price: 'Sob Consulta',
        modules: ['Primeiro módulo do exemplo', 'Segundo módulo do exemplo'],
      },
      `Descrição longa do curso ${MARK}, escrita no editor.`,
    ),
  );
  writeFileSync(
    path.join(dir, 'content', 'posts', `${SAMPLE_POST}.md`),
    markdownFile(
      {
        title: `Artigo ${MARK}`,
        slug: SAMPLE_POST,
        excerpt: 'Um artigo criado no editor do site para provar que o que o editor grava é o que o build lê e publica.',
        author: 'Equipe Frio Norte',
        date: '2026-11-20',
        category: 'Notícias',
        image: sampleImage('/images/uploads/curso-exemplo.jpg', 'Foto enviada pelo editor'),
      },
      `## Um subtítulo\n\nO texto do artigo ${MARK}.`,
    ),
  );
  editYaml(dir, 'content/site.yaml', (data) => {
    data.nextClass = `Março de 2027 (${MARK})`;
  });
  editYaml(dir, 'content/pages.yaml', (data) => {
    const contact = listOf(data, 'pages').find((page) => page.path === '/contato');
    if (contact) contact.description = CONTACT_DESCRIPTION;
  });
  editYaml(dir, 'content/testimonials.yaml', (data) => {
    listOf(data, 'testimonials').push({
      quote: `Depoimento ${MARK}: aprendi muito.`,
      author: 'Aluno Exemplo',
      title: 'Turma 2026',
      rating: 4,
      image: { src: '/images/testimonials/carlos-eduardo-souza.jpg', width: 320, height: 320, alt: 'Retrato do aluno' },
    });
  });
  editYaml(dir, 'content/hero-slides.yaml', (data) => {
    const [first] = listOf(data, 'slides');
    if (first) first.mainTitle = `Slide ${MARK}`;
  });
  editYaml(dir, 'content/benefits.yaml', (data) => {
    const [first] = listOf(data, 'benefits');
    if (first) first.title = `Benefício ${MARK}`;
  });
  editYaml(dir, 'content/reasons.yaml', (data) => {
    const [first] = listOf(data, 'reasons');
    if (first) first.title = `Motivo ${MARK}`;
  });
  editYaml(dir, 'content/about.yaml', (data) => {
    (data.history as string[]).push(`Um parágrafo ${MARK} da história.`);
  });
}

/** Where each sample must appear: page file of out/ → the text. */
const EXPECTED: readonly (readonly [string, string])[] = [
  [`cursos/${SAMPLE_COURSE}.html`, `Descrição longa do curso ${MARK}`],
  ['cursos.html', `Curso ${MARK}`],
  [`blog/${SAMPLE_POST}.html`, `O texto do artigo ${MARK}`],
  ['blog.html', `Artigo ${MARK}`],
  ['index.html', `Março de 2027 (${MARK})`],
  ['index.html', `Slide ${MARK}`],
  ['index.html', `Benefício ${MARK}`],
  ['depoimentos.html', `Depoimento ${MARK}`],
  ['porque-escolher.html', `Motivo ${MARK}`],
  ['sobre.html', `Um parágrafo ${MARK} da história.`],
];

function build(dir: string, [command = 'npm', ...args]: string[]): { ok: boolean; output: string } {
  const run = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

function checkSamplesAppear(dir: string): string[] {
  const failures: string[] = [];
  const out = path.join(dir, 'out');
  for (const [file, text] of EXPECTED) {
    const page = path.join(out, file);
    if (!existsSync(page)) {
      failures.push(`${file}: not built`);
      continue;
    }
    // What the page shows, not what its scripts carry (the flight data repeats every text).
    const tree = parsePage(readFileSync(page, 'utf8'));
    const body = selectAll('body', tree)[0];
    for (const script of body ? selectAll('script', body) : []) script.children = [];
    if (!body || !toString(body).includes(text)) failures.push(`${file}: "${text}" is not on the page`);
  }
  const contact = path.join(out, 'contato.html');
  const description = existsSync(contact) ? selectAll('meta[name="description"]', parsePage(readFileSync(contact, 'utf8')))[0] : undefined;
  if (!description || attribute(description, 'content') !== CONTACT_DESCRIPTION) failures.push('contato.html: the edited description is not its meta description');
  const course = path.join(out, 'cursos', `${SAMPLE_COURSE}.html`);
  if (existsSync(course)) {
    const variants = selectAll('img[srcset]', parsePage(readFileSync(course, 'utf8')))
      .map((image) => attribute(image, 'srcSet') ?? '')
      .filter((srcset) => srcset.includes('/images/uploads/'));
    if (variants.length === 0) failures.push(`the page of ${SAMPLE_COURSE}: the uploaded picture has no responsive variants`);
    for (const url of variants.flatMap((srcset) => srcset.split(/,\s*/).map((item) => item.split(/\s+/)[0] ?? ''))) {
      if (!existsSync(path.join(out, url))) failures.push(`the variant ${url} of the uploaded picture is not in out/`);
    }
  }
  if (!existsSync(path.join(out, 'og', `cursos-${SAMPLE_COURSE}.jpg`))) failures.push('the new course has no share image');
  return failures;
}

function main(): void {
  const started = Date.now();
  const dir = copyProject();
  const failures: string[] = [];
  try {
    writeSamples(dir);
    const good = build(dir, ['npm', 'run', 'build', '--silent']);
    if (!good.ok) failures.push(`the build with one sample entry per collection failed:\n${good.output.slice(-3000)}`);
    else failures.push(...checkSamplesAppear(dir));

    writeFileSync(
      path.join(dir, 'content', 'courses', `${SHORT_COURSE}.md`),
      markdownFile(
        { id: 98, title: 'Curso curto', slug: SHORT_COURSE, description: 'Curta demais.', image: sampleImage('/images/uploads/curso-exemplo.jpg', 'Foto'), category: 'x', duration: 'x', instructor: 'x', price: 'x', modules: ['x'] },
        'Texto.',
      ),
    );
    const bad = build(dir, ['npx', 'next', 'build']);
    const expected = `Conteúdo inválido em content/courses/${SHORT_COURSE}.md → campo "description": tem 13 caracteres; use de 70 a 160`;
    if (bad.ok) failures.push('a course with a 13-character description did not stop the build');
    else if (!bad.output.includes(expected)) failures.push(`the build stopped without naming the file and the field:\n${bad.output.slice(-2000)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length > 0) {
    console.error(`cms samples: ${failures.length} problem(s) (${seconds} s):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `cms samples: one sample entry in each of the 9 collections and files, built and shown (${EXPECTED.length + 1} checks), the uploaded picture with its variants; ` +
      `a too-short description stopped the build naming the file and the field (${seconds} s)`,
  );
}

main();
