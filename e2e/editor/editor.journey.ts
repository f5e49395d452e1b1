import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { Page } from '@playwright/test';
import { parseMarkdown } from '../../content/files';
import { REPORT_LINK_TEXT } from '../../lib/cms/config';
import { pageReportPath } from '../../content/rules/serving';
import { expect, test } from '../support/fixtures';
import { moveTo, openEditorOnCopy, repositoryFiles, writtenText } from '../support/editor';
import { buildCopy, copyProject, serveCopy, writeFiles } from '../support/project-copy';
import { saveNewClassAfterRefusals, saveNewPostAfterRefusals, scrollTo } from './editor-steps';
import { COURSE, NEW_DESCRIPTION, NEXT_CLASS, phonePhoto, POST } from './journey-content';

/**
 * Marketing's journey, in the real editor (Sveltia CMS at /admin) of a pt-BR browser: a course's short description
 * changed (a too-short one refused first), a blog post written with a photo from a phone. Everything the editor
 * saved goes, as a commit would, into a temporary copy of the project; one `npm run build` publishes it, and the
 * built site, served by its own server and policy, shows it: the course page with its Google snippet and WhatsApp
 * card, the post with its responsive image variants, the feed. (What marketing writes: journey-content.ts; the
 * fields and the two longest steps: editor-steps.ts.)
 */

const BUILT_SITE_PORT = 4175;

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
    await moveTo(page, page.getByRole('treeitem', { name: 'Cursos' }));
    // The list leads to marketing's page report.
    await expect(page.getByRole('link', { name: REPORT_LINK_TEXT })).toHaveAttribute('href', pageReportPath);
    await moveTo(page, page.getByRole('row', { name: COURSE.row }));
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

  await test.step('a new class: its course chosen among the courses, a start day off its weekdays and a price the law refuses, then saved', () =>
    saveNewClassAfterRefusals(page));

  await test.step("the school's data (a YAML file full of comments, which the editor writes again without them)", async () => {
    await moveTo(page, page.getByRole('treeitem', { name: 'Páginas e dados da escola' }));
    await moveTo(page, page.getByRole('row', { name: 'Dados da escola' }));
    await scrollTo(page, page.getByRole('textbox', { name: 'Próxima turma' }));
    await page.getByRole('textbox', { name: 'Próxima turma' }).fill(NEXT_CLASS);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(async () => (await writtenText(page, 'content/site.yaml')).includes(`nextClass: ${NEXT_CLASS}`))
      .toBe(true);
  });

  await test.step("a page-description template that would be too short once filled is refused before saving, in the build's words", async () => {
    await moveTo(page, page.getByRole('row', { name: 'Blog: texto de abertura e categorias' }));
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
    await moveTo(page, page.getByRole('button', { name: 'Cancelar Edição' }));
  });

  const photo = testInfo.outputPath('foto-do-celular.jpg');
  const photoBytes = await phonePhoto(photo);
  expect(photoBytes, 'the phone photo weighs several megabytes').toBeGreaterThan(3_000_000);

  await test.step('a new post: a file over 2 MB is refused with the pt-BR message, the phone photo is shrunk to WebP', () =>
    saveNewPostAfterRefusals(page, testInfo, photo));

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
      await expect(classes).toContainText('Aulas16 aulas de 3 horas: 48 horas no total');
      await expect(classes).toContainText('Sem aula (feriados e recessos)21 de abril (Dia de Tiradentes)');
      await expect(classes.getByRole('definition')).toContainText([
        'R$ 890,00',
        '4 parcelas mensais de R$ 230,00',
        '30 dias após a matrícula',
        'R$ 920,00',
        '1,34% ao mês (17,32% ao ano)',
        'Pix ou boleto',
        'Sem taxa de matrícula',
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
