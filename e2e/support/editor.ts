import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cmsPage } from '../../content/rules/serving';

/**
 * The real editor (Sveltia CMS at /admin) in its local-repository mode. Headless Chromium cannot show the folder
 * picker, so `showDirectoryPicker` answers with a folder of the browser's private file system (OPFS), seeded with a
 * copy of content/ and an empty .git (the editor asks for one). What the editor writes there is read back as text.
 */

const REPOSITORY = 'repositorio';

/** The files of content/ (YAML and Markdown), as [path from the project's root, text]. */
function contentFiles(dir = 'content'): [string, string][] {
  return readdirSync(dir).flatMap((name): [string, string][] => {
    const file = path.posix.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return /\.(?:md|yaml)$/.test(name) ? [[file, readFileSync(file, 'utf8')]] : [];
  });
}

/** Opens /admin and picks "Trabalhar com Repositório Local" on a copy of content/ in the browser's private files. */
export async function openEditorOnCopy(page: Page): Promise<void> {
  await page.addInitScript((repository) => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repository),
    });
  }, REPOSITORY);
  await page.goto(cmsPage);
  await page.evaluate(
    async ({ repository: name, files }) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
      await repository.getDirectoryHandle('.git', { create: true });
      for (const [file, text] of files) {
        const parts = file.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { repository: REPOSITORY, files: contentFiles() },
  );
  await page.getByRole('button', { name: 'Trabalhar com Repositório Local' }).click();
}

/**
 * The editor writes a file as a temporary one (`.sveltia-tmp-…`) moved over the old. While it does, the file may be
 * unreadable (NotReadableError), gone for a moment under a handle taken before the move (NotFoundError), or the
 * temporary file may be there beside it. A read of the editor's copy is tried again, 100 ms apart, until the write
 * is over; after 5 s the browser's error stands.
 */
const WRITE_UNDER_WAY = /NotReadableError|NotFoundError|\.sveltia-tmp-/;

async function onceWritten<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 50 || !(error instanceof Error && WRITE_UNDER_WAY.test(error.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The text of a file in the editor's copy, named from the project's root, once the editor has written it. */
export function writtenText(page: Page, file: string): Promise<string> {
  return onceWritten(() =>
    page.evaluate(
      async ({ repository, parts }) => {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(repository);
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
        return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
      },
      { repository: REPOSITORY, parts: file.split('/') },
    ),
  );
}

/** Whether the editor's copy has this file (named from the project's root), asked of that file alone. */
export async function hasFile(page: Page, file: string): Promise<boolean> {
  return page.evaluate(
    async ({ repository, parts }) => {
      try {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(repository);
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
        await folder.getFileHandle(parts.at(-1) ?? '');
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotFoundError') return false;
        throw error;
      }
    },
    { repository: REPOSITORY, parts: file.split('/') },
  );
}

/**
 * Every file of the editor's copy but .git, as [path, bytes]: what a commit of the editor would hold, once no write
 * is under way.
 */
export async function repositoryFiles(page: Page): Promise<[string, Buffer][]> {
  const files = await onceWritten(() =>
    page.evaluate(async (repository) => {
      const found: [string, number[]][] = [];
      const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
        for await (const handle of (folder as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
          if (handle.name.startsWith('.sveltia-tmp-')) throw new Error(`${prefix}${handle.name} is being written`);
          if (handle.kind === 'directory') {
            if (handle.name !== '.git') await walk(handle as FileSystemDirectoryHandle, `${prefix}${handle.name}/`);
          } else {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            found.push([`${prefix}${handle.name}`, [...bytes]]);
          }
        }
      };
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repository), '');
      return found;
    }, REPOSITORY),
  );
  return files.map(([file, bytes]) => [file, Buffer.from(bytes)]);
}
