import type { Locator, Page, TestInfo } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { titleTooLongMessage } from '../../content/schema';
import { LONGEST_SENTENCES_LABEL, longSentenceLine, readingEase, readingEaseLine } from '../../lib/reading-ease';
import { expect } from '../support/fixtures';
import { hasFile, moveTo, writtenText } from '../support/editor';
import { COURSE, EMBED, LONG_TITLE, NEW_CLASS, oversizedDrawing, POST } from './journey-content';

// The editor's fields as the journey (editor.journey.ts) finds them, and its two longest steps: the forms of a new
// class and of a new post, each refused before it is saved.

/** Turns on an optional group of fields (the editor's "Adicionar <grupo>" box; it wraps the name in isolation marks). */
export async function addOptional(page: Page, label: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: new RegExp(`^Adicionar \\W?${label.replace(/[()]/g, '\\$&')}\\W?$`) });
  await scrollTo(page, box);
  await box.check();
}

/** A field drawn once scrolled to (the editor draws fields as they come into view). */
export async function revealed(page: Page, target: Locator): Promise<Locator> {
  await scrollTo(page, target);
  return target;
}

/** Saving the new class is refused with `message`, in the build's words, and nothing is written. */
async function refusedSaving(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal.getByText(message)).toBeVisible();
  await refusal.getByRole('button', { name: 'OK' }).click();
  expect(await hasFile(page, NEW_CLASS.file), 'nothing written yet').toBe(false);
}

/** A field of the editing form, by its label: the group the editor names “Campo “<label>””. */
export const field = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^Campo “\\W?${label}\\W?”$`) });

/**
 * Scrolls the editing pane, as with a mouse wheel (down by default), until `target` is drawn: the editor draws fields
 * as they come into view.
 */
export async function scrollTo(page: Page, target: Locator, direction: 'down' | 'up' = 'down'): Promise<void> {
  await page.getByRole('group', { name: /^Editar Conteúdo/ }).hover();
  for (let turn = 0; turn < 20 && !(await target.isVisible()); turn += 1) {
    await page.mouse.wheel(0, direction === 'down' ? 500 : -500);
    await page.waitForTimeout(100);
  }
}

/**
 * The journey's step of a new class: its course chosen, a start day off its weekdays and a price the law refuses,
 * then saved.
 */
export async function saveNewClassAfterRefusals(page: Page): Promise<void> {
  await moveTo(page, page.getByRole('treeitem', { name: 'Turmas' }));
  await moveTo(page, page.getByRole('button', { name: 'Criar Nova Entrada' }));
  await page.getByRole('radio', { name: COURSE.row }).check();
  await page.getByRole('textbox', { name: 'Data de início' }).fill(NEW_CLASS.startDate);
  await page.getByRole('textbox', { name: 'Horário de início' }).fill('19:00');
  await page.getByRole('textbox', { name: 'Horário de término' }).fill('22:00');
  await page.getByRole('textbox', { name: 'Data da última aula' }).fill(NEW_CLASS.endDate);
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
  // The first instalment at enrolment, at first: the rate typed next does not give R$ 230,00 under it (refused below).
  await (await revealed(page, page.getByRole('radio', { name: 'Na matrícula' }))).check();
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
  await refusedSaving(
    page,
    '4x de R$ 230,00 somam R$ 920,00, e não R$ 890,00 (o preço à vista); parcelas sem juros somam o preço à vista: corrija o valor da parcela ou informe os juros.',
  );
  await (
    await revealed(page, page.getByRole('spinbutton', { name: 'Juros ao mês (%)' }))
  ).fill(String(NEW_CLASS.price.instalments.interest));
  await refusedSaving(
    page,
    'Com a 1ª parcela na matrícula, 4 parcelas a 1,34% ao mês para o preço à vista de R$ 890,00 são de R$ 226,96 (tabela Price com a 1ª parcela paga na hora), e não de R$ 230,00; R$ 230,00 é a parcela com a 1ª parcela 30 dias após a matrícula: se for assim, mude o vencimento da 1ª parcela (price.instalments.firstDue).',
  );
  await (await revealed(page, page.getByRole('radio', { name: NEW_CLASS.price.instalments.firstDue }))).check();
  // The preview shows the price as the course page will, every figure of the law in its order.
  await expect(preview).toContainText(
    'À vistaR$ 890,00Parcelado4 parcelas mensais de R$ 230,001ª parcela30 dias após a matrículaTotal parceladoR$ 920,00Juros1,34% ao mês (17,32% ao ano)Formas de pagamentoPix ou boleto',
  );
  // Its meetings and hours as the course page will show them, counted with the days without class the build computed.
  await expect(page.frameLocator('iframe').first().locator('[data-preview="class-days"]')).toContainText(
    'Aulas16 aulas de 3 horas: 48 horas no totalSem aula (feriados e recessos)21 de abril (Dia de Tiradentes)',
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
    endDate: NEW_CLASS.endDate,
    weekdays: ['segunda', 'quarta'],
    shift: 'noite',
    places: 'aberta',
    price: NEW_CLASS.price,
  });
}

/**
 * The journey's step of a new post: a file over 2 MB refused, the phone photo shrunk to WebP, the title and then
 * the text refused, then saved.
 */
export async function saveNewPostAfterRefusals(page: Page, testInfo: TestInfo, photo: string): Promise<void> {
  await moveTo(page, page.getByRole('treeitem', { name: 'Blog' }));
  await moveTo(page, page.getByRole('button', { name: 'Criar Nova Entrada' }));
  // The new entry's own form and preview: one preview frame (so `first()` is the new one), the date holding its default
  // (today), the preview showing its Google card.
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Data de publicação' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
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
}
