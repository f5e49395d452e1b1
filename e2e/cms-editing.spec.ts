import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseMarkdown } from '../content/files';
import { cmsPage } from '../scripts/serving/rules';
import { expect, test } from './support/fixtures';

/**
 * The real editor (Sveltia CMS at /admin, in pt-BR) edits a course the way marketing does, in its local-repository
 * mode. Headless Chromium cannot show the folder picker, so `showDirectoryPicker` answers with a folder of the
 * browser's private file system (OPFS), seeded with a copy of content/ and an empty .git (the editor asks for one);
 * what the editor writes there is read back and parsed as the build reads it.
 */

const COURSE_FILE = 'content/courses/instalacao-manutencao-split-system.md';
const NEW_DESCRIPTION =
  'Aprenda a instalar split convencional e inverter com segurança, vácuo bem feito e acabamento de profissional, em Londrina.';

function contentFiles(dir = 'content'): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const file = path.posix.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return /\.(?:md|yaml)$/.test(name) ? [[file, readFileSync(file, 'utf8')]] : [];
  });
}

async function openEditorOnCopy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repositorio'),
    });
  });
  await page.goto(cmsPage);
  await page.evaluate(async (files) => {
    const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle('repositorio', { create: true });
    await repository.getDirectoryHandle('.git', { create: true });
    for (const [file, text] of files) {
      const parts = file.split('/');
      let folder = repository;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, contentFiles());
  await page.getByRole('button', { name: 'Trabalhar com Repositório Local' }).click();
}

async function writtenFile(page: Page, file: string): Promise<string> {
  return page.evaluate(async (parts) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repositorio');
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
  }, file.split('/'));
}

test('in the real editor, a course description too short is refused with the pt-BR message, and a good one is saved as the build reads it', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditorOnCopy(page);
  await page.getByRole('treeitem', { name: 'Cursos' }).click();
  await page.getByRole('row', { name: 'Instalação e Manutenção de Ar Condicionado Split' }).click();
  const description = page.getByRole('textbox', { name: 'Descrição curta' });
  await expect(description).toBeVisible();

  await description.fill('Curta demais.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Você deve inserir pelo menos 70 caracteres.')).toBeVisible();
  expect(await writtenFile(page, COURSE_FILE)).toBe(readFileSync(COURSE_FILE, 'utf8'));

  await description.fill(NEW_DESCRIPTION);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => parseMarkdown(COURSE_FILE, await writtenFile(page, COURSE_FILE)).data.description).toBe(NEW_DESCRIPTION);
  // Everything else the file said is still there, as the build reads it.
  const before = parseMarkdown(COURSE_FILE, readFileSync(COURSE_FILE, 'utf8'));
  const after = parseMarkdown(COURSE_FILE, await writtenFile(page, COURSE_FILE));
  expect({ ...after.data, description: before.data.description }).toEqual(before.data);
  expect(after.body.trim()).toBe(before.body.trim());
});
