import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { parseMarkdown } from '../../content/files';
import { titleTooLongMessage } from '../../content/schema';
import { REPORT_LINK_TEXT } from '../../lib/cms/config';
import { pageReportPath } from '../../content/rules/serving';
import { LONGEST_SENTENCES_LABEL, longSentenceLine, readingEase, readingEaseLine } from '../../lib/reading-ease';
import { expect, test } from '../support/fixtures';
import { hasFile, openEditorOnCopy, repositoryFiles, writtenText } from '../support/editor';
import { buildCopy, copyProject, serveCopy, writeFiles } from '../support/project-copy';

/**
 * Marketing's journey, in the real editor (Sveltia CMS at /admin) of a pt-BR browser: a course's short description
 * changed (a too-short one refused first), a blog post written with a photo from a phone. Everything the editor
 * saved goes, as a commit would, into a temporary copy of the project; one `npm run build` publishes it, and the
 * built site, served by its own server and policy, shows it: the course page with its Google snippet and WhatsApp
 * card, the post with its responsive image variants, the feed.
 */

const COURSE = {
  file: 'content/courses/instalacao-manutencao-split-system.md',
  path: '/cursos/instalacao-manutencao-split-system',
  row: 'Instalação e Manutenção de Ar Condicionado Split',
};
const NEW_DESCRIPTION =
  'Aprenda a instalar split convencional e inverter com segurança, vácuo bem feito e acabamento de profissional, em Londrina.';
const POST = {
  title: 'Turma de sábado: instalação de split na prática',
  slug: 'turma-de-sabado-instalacao-split',
  excerpt:
    'A nova turma de sábado da Frio Norte aprende a instalar split do começo ao fim, com vácuo, carga de fluido e teste de estanqueidade.',
  author: 'Equipe Frio Norte',
  category: 'Carreira',
  alt: 'Técnico instala uma unidade split na parede de uma sala',
  body: 'Aulas práticas aos sábados, na oficina da escola, com equipamentos de verdade.',
};
const NEXT_CLASS = 'Março de 2027';
/** A class marketing adds in the editor: the split course, from Monday 8 March 2027 (the month of NEXT_CLASS). */
const NEW_CLASS_START = '2027-03-08';
const NEW_CLASS = {
  /** As the editor names it: the course and the start day. */
  file: `content/turmas/${path.posix.basename(COURSE.path)}-${NEW_CLASS_START}.yaml`,
  startDate: NEW_CLASS_START,
  /** Four monthly instalments of R$ 230,00 with 1,2% a month: R$ 920,00 in all. */
  price: { cash: 890, instalments: { count: 4, value: 230, interest: 1.2 }, methods: ['Pix', 'boleto'] },
};
/** An Instagram post's embed code, as marketing would paste it. */
const EMBED =
  '<blockquote class="instagram-media">Nossa turma de sábado</blockquote>\n<script async src="https://www.instagram.com/embed.js"></script>';
const LONG_TITLE = 'Turma de sábado: instalação de split na prática, do vácuo à carga';
const BUILT_SITE_PORT = 4175;

/** A photo as a phone takes it: 4000 × 2250 pixels and several megabytes of JPEG. */
async function phonePhoto(file: string): Promise<number> {
  const { data, info } = await sharp('public/images/hero/instalador-split.jpg')
    .resize(4000, 2250)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, as in any photo: it is what makes a phone's JPEG weigh megabytes (a fixed sequence, the same each run).
  let seed = 1;
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + (seed % 41) - 20));
  }
  const { size } = await sharp(data, { raw: info }).jpeg({ quality: 95 }).toFile(file);
  return size;
}

/** An SVG of more than the editor's 2 MB limit: the editor does not reduce vector images. */
function oversizedDrawing(): { name: string; mimeType: string; buffer: Buffer } {
  const padding = `<!-- ${'x'.repeat(2_300_000)} -->`;
  return {
    name: 'desenho-grande.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${padding}<rect width="10" height="10"/></svg>`,
    ),
  };
}

/** Turns on an optional group of fields (the editor's "Adicionar <grupo>" box; it wraps the name in isolation marks). */
async function addOptional(page: Page, label: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: new RegExp(`^Adicionar \\W?${label.replace(/[()]/g, '\\$&')}\\W?$`) });
  await scrollTo(page, box);
  await box.check();
}

/** A field drawn once scrolled to (the editor draws fields as they come into view). */
async function revealed(page: Page, target: Locator): Promise<Locator> {
  await scrollTo(page, target);
  return target;
}

const field = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^Campo “\\W?${label}\\W?”$`) });

/**
 * Scrolls the editing pane, as with a mouse wheel (down by default), until `target` is drawn: the editor draws fields
 * as they come into view.
 */
async function scrollTo(page: Page, target: Locator, direction: 'down' | 'up' = 'down'): Promise<void> {
  await page.getByRole('group', { name: /^Editar Conteúdo/ }).hover();
  for (let turn = 0; turn < 20 && !(await target.isVisible()); turn += 1) {
    await page.mouse.wheel(0, direction === 'down' ? 500 : -500);
    await page.waitForTimeout(100);
  }
}

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head ${selector}`).getAttribute('content');
}

test('marketing changes a course and writes a post with a phone photo in the real editor; one build publishes both', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);

  await test.step('the editor opens in Portuguese on a copy of the repository', async () => {
    await openEditorOnCopy(page);
    await expect(page.getByRole('treeitem', { name: 'Cursos' })).toBeVisible();
  });

  await test.step('a course description too short is refused with the pt-BR message, and nothing is written', async () => {
    await page.getByRole('treeitem', { name: 'Cursos' }).click();
    // The list leads to marketing's page report.
    await expect(page.getByRole('link', { name: REPORT_LINK_TEXT })).toHaveAttribute('href', pageReportPath);
    await page.getByRole('row', { name: COURSE.row }).click();
    await expect(page.frameLocator('iframe').first().getByText('Como aparece no Google')).toBeVisible();
    const description = page.getByRole('textbox', { name: 'Descrição curta' });
    await description.fill('Curta demais.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Você deve inserir pelo menos 70 caracteres.')).toBeVisible();
    expect(await writtenText(page, COURSE.file)).toBe(readFileSync(COURSE.file, 'utf8'));
  });

  await test.step('a good description is saved; the rest of the file says what it said', async () => {
    await page.getByRole('textbox', { name: 'Descrição curta' }).fill(NEW_DESCRIPTION);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Entrada salva.')).toBeVisible();
    const before = parseMarkdown(COURSE.file, readFileSync(COURSE.file, 'utf8'));
    const after = parseMarkdown(COURSE.file, await writtenText(page, COURSE.file));
    expect(after.data.description).toBe(NEW_DESCRIPTION);
    expect({ ...after.data, description: before.data.description }).toEqual(before.data);
    expect(after.body.trim()).toBe(before.body.trim());
  });

  await test.step('a new class: its course chosen among the courses, a start day off its weekdays and a price the law refuses, then saved', async () => {
    await page.getByRole('treeitem', { name: 'Turmas' }).click();
    await page.getByRole('button', { name: 'Criar Nova Entrada' }).click();
    await page.getByRole('radio', { name: COURSE.row }).check();
    await page.getByRole('textbox', { name: 'Data de início' }).fill(NEW_CLASS.startDate);
    await page.getByRole('textbox', { name: 'Horário de início' }).fill('19:00');
    await page.getByRole('textbox', { name: 'Horário de término' }).fill('22:00');
    // 8 March 2027 is a Monday: with Tuesday and Thursday only, the editor refuses it, in the build's words.
    await page.getByRole('checkbox', { name: 'Terça-feira' }).check();
    await page.getByRole('checkbox', { name: 'Quinta-feira' }).check();
    await page.getByRole('radio', { name: 'Noite' }).check();
    await page.getByRole('radio', { name: 'Vagas abertas' }).check();
    // The price as the law asks it: the cash price, then the instalments with their value and interest, and how to pay.
    await addOptional(page, 'Preço (opcional)');
    await page.getByRole('spinbutton', { name: 'Preço à vista (R$)' }).fill(String(NEW_CLASS.price.cash));
    await addOptional(page, 'Parcelas (opcional)');
    await (
      await revealed(page, page.getByRole('spinbutton', { name: 'Número de parcelas' }))
    ).fill(String(NEW_CLASS.price.instalments.count));
    await (
      await revealed(page, page.getByRole('spinbutton', { name: 'Valor de cada parcela (R$)' }))
    ).fill(String(NEW_CLASS.price.instalments.value));
    // "Sem juros" for instalments that add up to more than the cash price: the preview says why, and saving is refused.
    await (await revealed(page, page.getByRole('spinbutton', { name: 'Juros ao mês (%)' }))).fill('0');
    for (const method of NEW_CLASS.price.methods)
      await (await revealed(page, page.getByRole('checkbox', { name: method, exact: true }))).check();
    const preview = page.frameLocator('iframe').first().locator('[data-preview="class-price"]');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refusal = page.getByRole('alertdialog');
    await expect(
      refusal.getByText(
        '8 de março de 2027 é uma segunda-feira, que não está entre os dias da semana da turma; confira a data ou os dias',
      ),
    ).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    expect(await hasFile(page, NEW_CLASS.file), 'nothing written yet').toBe(false);
    await page.getByRole('checkbox', { name: 'Terça-feira' }).uncheck();
    await page.getByRole('checkbox', { name: 'Segunda-feira' }).check();
    await page.getByRole('checkbox', { name: 'Quinta-feira' }).uncheck();
    await page.getByRole('checkbox', { name: 'Quarta-feira' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      refusal.getByText(
        '4x de R$ 230,00 somam R$ 920,00, e não R$ 890,00 (o preço à vista); parcelas sem juros somam o preço à vista: corrija o valor da parcela ou informe os juros.',
      ),
    ).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    expect(await hasFile(page, NEW_CLASS.file), 'nothing written yet').toBe(false);
    await (
      await revealed(page, page.getByRole('spinbutton', { name: 'Juros ao mês (%)' }))
    ).fill(String(NEW_CLASS.price.instalments.interest));
    // The preview shows the price as the course page will, every figure of the law in its order.
    await expect(preview).toContainText(
      'À vistaR$ 890,00Parcelado4 parcelas mensais de R$ 230,00Total parceladoR$ 920,00Juros1,20% ao mês (15,39% ao ano)Formas de pagamentoPix ou boleto',
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Entrada salva.')).toBeVisible();
    await expect.poll(() => hasFile(page, NEW_CLASS.file), 'the file, named by course and day').toBe(true);
    const written = parseYaml(await writtenText(page, NEW_CLASS.file)) as Record<string, unknown>;
    expect(written).toEqual({
      course: 'instalacao-manutencao-split-system',
      startDate: NEW_CLASS.startDate,
      startTime: '19:00',
      endTime: '22:00',
      weekdays: ['segunda', 'quarta'],
      shift: 'noite',
      places: 'aberta',
      price: NEW_CLASS.price,
    });
  });

  await test.step("the school's data (a YAML file full of comments, which the editor writes again without them)", async () => {
    await page.getByRole('treeitem', { name: 'Páginas e dados da escola' }).click();
    await page.getByRole('row', { name: 'Dados da escola' }).click();
    await scrollTo(page, page.getByRole('textbox', { name: 'Próxima turma' }));
    await page.getByRole('textbox', { name: 'Próxima turma' }).fill(NEXT_CLASS);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(async () => (await writtenText(page, 'content/site.yaml')).includes(`nextClass: ${NEXT_CLASS}`))
      .toBe(true);
  });

  await test.step("a page-description template that would be too short once filled is refused before saving, in the build's words", async () => {
    await page.getByRole('row', { name: 'Blog: texto de abertura e categorias' }).click();
    const template = page.getByRole('textbox', { name: 'Descrição das páginas 2, 3… do blog' });
    await scrollTo(page, template);
    const original = await template.inputValue();
    await template.fill('Página {pagina} de {total}.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText(
        'Use os marcadores {pagina}, {total} uma vez cada; fora eles, o texto deve ter de 68 a 156 caracteres',
      ),
    ).toBeVisible();
    expect(await writtenText(page, 'content/blog.yaml')).toBe(readFileSync('content/blog.yaml', 'utf8'));
    // The text as it was: nothing to save, and the editor goes back to the list.
    await template.fill(original);
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancelar Edição' }).click();
  });

  const photo = testInfo.outputPath('foto-do-celular.jpg');
  const photoBytes = await phonePhoto(photo);
  expect(photoBytes, 'the phone photo weighs several megabytes').toBeGreaterThan(3_000_000);

  await test.step('a new post: a file over 2 MB is refused with the pt-BR message, the phone photo is shrunk to WebP', async () => {
    await page.getByRole('treeitem', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Criar Nova Entrada' }).click();
    // The new entry is ready once its preview is drawn (typed into sooner, a field may be reset as the form starts).
    const preview = page.frameLocator('iframe').first();
    await expect(preview.getByText('Como aparece no Google')).toBeVisible();
    // First a title too long for search results, with no shorter search title (refused at the end).
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await title.fill(LONG_TITLE);
    await expect(
      preview.getByText(`${LONG_TITLE} | Frio Norte`).first(),
      'the preview shows the Google title',
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Endereço (slug)' }).fill(POST.slug);
    await page.getByRole('textbox', { name: 'Resumo' }).fill(POST.excerpt);
    await page.getByRole('textbox', { name: 'Autor' }).fill(POST.author);
    // The categories of content/blog.yaml (read by the editor from that file), offered as choices: no other spelling
    // can be typed in.
    const categories = page.getByRole('radiogroup', { name: 'Categoria' });
    await expect(categories.getByRole('radio')).toHaveCount(4);
    await categories.getByRole('radio', { name: POST.category, exact: true }).click();
    await expect(categories.getByRole('radio', { name: POST.category, exact: true })).toBeChecked();
    await field(page, 'Categoria').screenshot({ path: testInfo.outputPath('campo-categoria.png') });

    // The editor draws the fields of a group when it scrolls into view, as a person scrolling down sees them.
    await field(page, 'Imagem').scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog', { name: 'Selecionar Imagem' });
    const insert = async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
      await field(page, 'Arquivo da imagem').getByRole('button', { name: 'Procurar' }).click();
      await expect(dialog.getByText('Fotos de Banco de Imagens'), 'no stock photos from other hosts').toHaveCount(0);
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await (await chooser).setFiles(file);
      await dialog.getByRole('button', { name: 'Inserir' }).click();
    };
    await insert(oversizedDrawing());
    const refusal = page.getByRole('alertdialog', { name: 'Arquivo Grande' });
    // The editor wraps the values of its messages in Unicode isolation marks (U+2068 … U+2069).
    await expect(refusal).toContainText(
      /Este arquivo não pode ser enviado porque excede o tamanho máximo de [\u2068\u2069]*2[\u2068\u2069]* MB/,
    );
    await refusal.getByRole('button', { name: 'OK' }).click();
    await insert(photo);
    // The editor shows the path the photo will have: already a WebP.
    await expect(field(page, 'Arquivo da imagem').getByText('/images/uploads/foto-do-celular.webp')).toBeVisible();
    await page.getByRole('textbox', { name: 'Texto alternativo' }).fill(POST.alt);
    // Scheduling and drafts, offered with their meaning: the date's help, and the draft switch (left off: published).
    await expect(field(page, 'Data de publicação')).toContainText('Uma data futura agenda o post');
    const draft = field(page, 'Rascunho \\(não publicar\\)');
    await scrollTo(page, draft);
    await expect(draft).toContainText('Marcado, o post fica fora do site');
    await expect(draft.getByRole('switch', { name: 'Rascunho (não publicar)' })).not.toBeChecked();
    await draft.screenshot({ path: testInfo.outputPath('campo-rascunho.png') });
    // The text in Markdown, with an Instagram post's embed code pasted in (refused at the end).
    const body = field(page, 'Texto do post');
    await body.getByRole('button', { name: 'Editar em Markdown' }).click();
    await body.getByRole('textbox').fill(`${POST.body}\n\n${EMBED}`);
    // The text editor hands its text over when it loses focus, as when a person moves on to the button.
    await page.keyboard.press('Tab');
    // Every field valid on its own, but the title with " | Frio Norte" is over 60 characters: refused before saving,
    // with the build's words; nothing is written.
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Erro' });
    await expect(refused).toContainText(titleTooLongMessage(`${LONG_TITLE} | Frio Norte`));
    await page.screenshot({ path: testInfo.outputPath('titulo-recusado.png') });
    await refused.getByRole('button', { name: 'OK' }).click();
    await scrollTo(page, title, 'up');
    await title.fill(POST.title);
    // The title fits; the embed's script does not: refused with the build's own check of a post's text.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(refused).toContainText(
      'O texto do post tem conteúdo que não é permitido num artigo: um <script> (scripts não são permitidos)',
    );
    await refused.getByRole('button', { name: 'OK' }).click();
    await scrollTo(page, body.getByRole('textbox'));
    await body.getByRole('textbox').fill(POST.body);
    await page.keyboard.press('Tab');
    // The preview says how easy the text is to read, measured again as it changes (lib/reading-ease.ts).
    const ease = readingEase([POST.body]);
    if (!ease) throw new Error('the post has no words');
    await expect(preview.getByText(readingEaseLine(ease))).toBeVisible();
    await expect(preview.getByRole('list', { name: LONGEST_SENTENCES_LABEL }).getByRole('listitem')).toHaveText(
      ease.longest.map(longSentenceLine),
    );
    await preview.getByRole('list', { name: LONGEST_SENTENCES_LABEL }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('previa-facilidade-de-leitura.png') });
    await page.getByRole('button', { name: 'Salvar' }).click();
    // Saved, the editor goes back to the blog's list, the new post in it.
    await expect(page.getByRole('row', { name: POST.title })).toBeVisible();
  });

  const saved = await repositoryFiles(page);
  const postFile = `content/posts/${POST.slug}.md`;
  const written = saved.find(([file]) => file === postFile);
  if (!written) throw new Error(`the editor did not write ${postFile}`);
  const { data } = parseMarkdown(postFile, written[1].toString('utf8'));
  const image = data.image as { src: string; alt: string };
  expect(image).toEqual({ src: expect.stringMatching(/^\/images\/uploads\/foto-do-celular\.webp$/), alt: POST.alt });
  const upload = saved.find(([file]) => file === `public${image.src}`);
  if (!upload) throw new Error(`the editor did not write public${image.src}`);
  const uploaded = imageSize(upload[1]);
  expect(
    { type: uploaded.type, width: uploaded.width, height: uploaded.height },
    'the photo shrunk to 2000 px, WebP',
  ).toEqual({ type: 'webp', width: 2000, height: 1125 });
  expect(upload[1].length, 'the shrunk photo weighs a fraction of the original').toBeLessThan(photoBytes / 3);

  const dir = copyProject();
  let server: ChildProcess | undefined;
  try {
    await test.step('one build of everything the editor saved', async () => {
      writeFiles(dir, saved);
      const build = buildCopy(dir);
      expect(build.ok, build.output.slice(-3000)).toBe(true);
      server = await serveCopy(dir, BUILT_SITE_PORT);
    });
    const site = `http://127.0.0.1:${BUILT_SITE_PORT}`;

    await test.step('the course page, its Google snippet and its WhatsApp card say the new description', async () => {
      await page.goto(`${site}${COURSE.path}`);
      await expect(page.getByRole('main').getByText(NEW_DESCRIPTION)).toBeVisible();
      expect(await meta(page, 'meta[name="description"]')).toBe(NEW_DESCRIPTION);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(NEW_DESCRIPTION);
      const shareImage = await meta(page, 'meta[property="og:image"]');
      expect(shareImage).toMatch(/\/og\/.+\.jpg$/);
      expect((await request.get(`${site}${new URL(shareImage ?? '', site).pathname}`)).status()).toBe(200);
      await page.goto(`${site}/cursos`);
      await expect(page.getByRole('main').getByText(NEW_DESCRIPTION)).toBeVisible();
    });

    await test.step('the home page announces the next class the editor saved; its course page lists it, and Google gets its Event', async () => {
      await page.goto(`${site}/`);
      await expect(page.getByRole('main').getByText(`Próxima turma: ${NEXT_CLASS}`)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'As vagas são limitadas' })
          .getByRole('link', { name: COURSE.row, exact: true }),
      ).toBeVisible();
      await page.goto(`${site}${COURSE.path}`);
      const classes = page.getByRole('region', { name: 'Próximas turmas' });
      await expect(classes.getByText('Início em 8 de março de 2027, segunda-feira')).toBeVisible();
      await expect(classes.getByText('Segundas e quartas, das 19h às 22h')).toBeVisible();
      await expect(classes.getByRole('definition')).toContainText([
        'R$ 890,00',
        '4 parcelas mensais de R$ 230,00',
        'R$ 920,00',
        '1,20% ao mês (15,39% ao ano)',
        'Pix ou boleto',
      ]);
      const events = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map(
          (text) =>
            JSON.parse(text) as {
              '@type'?: string;
              startDate?: string;
              offers?: { price?: number; priceCurrency?: string };
            },
        )
        .filter((data) => data['@type'] === 'Event');
      expect(events.map((event) => [event.startDate, event.offers?.price, event.offers?.priceCurrency])).toEqual([
        ['2027-03-08T19:00:00-03:00', 890, 'BRL'],
      ]);
    });

    await test.step('the post page shows the post and its photo in responsive variants; the blog and its feed list it', async () => {
      await page.goto(`${site}/blog/${POST.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(POST.body)).toBeVisible();
      expect(await page.title()).toBe(`${POST.title} | Frio Norte`);
      expect(await meta(page, 'meta[name="description"]')).toBe(POST.excerpt);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(POST.excerpt);
      const postShareImage = new URL((await meta(page, 'meta[property="og:image"]')) ?? '', site).pathname;
      expect(postShareImage).toBe(`/og/blog-${POST.slug}.jpg`);
      const card = await request.get(`${site}${postShareImage}`);
      expect(card.status()).toBe(200);
      // The WhatsApp card is drawn with the uploaded photo in it (a WebP the card's renderer cannot read as it is);
      // it and the page are kept in test-results/editor/ for a person to look at.
      writeFileSync(testInfo.outputPath('cartao-whatsapp.jpg'), await card.body());
      await page.screenshot({ path: testInfo.outputPath('post.png'), fullPage: true });
      const picture = page.getByRole('img', { name: POST.alt });
      await expect(picture).toHaveAttribute('width', '2000');
      await expect(picture).toHaveAttribute('height', '1125');
      const candidates = ((await picture.getAttribute('srcset')) ?? '')
        .split(/,\s*/)
        .map((candidate) => candidate.split(/\s+/)[0] ?? '');
      expect(candidates.length, 'several widths to choose from').toBeGreaterThan(3);
      for (const url of candidates) {
        expect(url).toMatch(/^\/images\/uploads\/nextImageExportOptimizer\/foto-do-celular-opt-\d+\.WEBP$/);
        expect((await request.get(`${site}${url}`)).status(), url).toBe(200);
      }

      await page.goto(`${site}/blog`);
      await expect(page.getByRole('main').getByRole('link', { name: POST.title }).first()).toBeVisible();
      // The category chosen in the editor: the post's card links to its page, which lists the post.
      await page
        .getByRole('article')
        .filter({ hasText: POST.title })
        .getByRole('link', { name: POST.category, exact: true })
        .click();
      await expect(page).toHaveURL(`${site}/blog/categoria/carreira`);
      await expect(page.getByRole('region', { name: 'Artigos' }).getByRole('link', { name: POST.title })).toBeVisible();
      const feed = await (await request.get(`${site}/blog/feed.xml`)).text();
      expect(feed).toContain(POST.title);
      expect(feed).toContain(POST.excerpt);
      expect(feed).toContain(`/blog/${POST.slug}`);
    });
  } finally {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
