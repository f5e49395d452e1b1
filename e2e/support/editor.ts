import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
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
 * Clicks a control that takes the editor to another view (a collection, an entry, a new entry, back to the list), and
 * waits until the move has ended. The editor animates each move with a view transition, which holds back the page's
 * rendering until the new view is drawn; the new form is already in the page by then, and what is typed into it
 * before the move ends is lost (seen: a new post's title typed, the field empty).
 */
export async function moveTo(page: Page, control: Locator): Promise<void> {
  await control.click();
  await page.waitForFunction(() => {
    const transitions = document as Document & { activeViewTransition?: ViewTransition | null };
    if (!('activeViewTransition' in transitions))
      throw new Error('the browser cannot tell when a view transition ends');
    return transitions.activeViewTransition === null;
  });
}

/**
 * A file of the editor's copy, named from the project's root, as it is at this moment. The editor writes a file as a
 * temporary one (`.sveltia-tmp-…`) moved over the old: while it does, the file is unreadable (NotReadableError) or,
 * under a handle taken before the move, gone (NotFoundError).
 */
type FileNow = { kind: 'absent' } | { kind: 'being written' } | { kind: 'written'; text: string };

function fileNow(page: Page, file: string): Promise<FileNow> {
  return page.evaluate(
    async ({ repository, parts }): Promise<FileNow> => {
      let handle: FileSystemFileHandle;
      try {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(repository);
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
        handle = await folder.getFileHandle(parts.at(-1) ?? '');
      } catch (error) {
        if (error instanceof DOMException && error.name === 'NotFoundError') return { kind: 'absent' };
        throw error;
      }
      try {
        return { kind: 'written', text: await (await handle.getFile()).text() };
      } catch (error) {
        if (error instanceof DOMException && ['NotReadableError', 'NotFoundError'].includes(error.name))
          return { kind: 'being written' };
        throw error;
      }
    },
    { repository: REPOSITORY, parts: file.split('/') },
  );
}

/** What `read` gives once it gives something (null: a write under way), asked 100 ms apart for up to 5 s. */
async function onceWritten<T>(read: () => Promise<T | null>, what: string): Promise<T> {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: absent, or still being written by the editor, after 5 s`);
}

/** The text of a file in the editor's copy, named from the project's root, once the editor has written it. */
export function writtenText(page: Page, file: string): Promise<string> {
  return onceWritten(async () => {
    const now = await fileNow(page, file);
    return now.kind === 'written' ? now.text : null;
  }, file);
}

/** Whether the editor's copy has this file (named from the project's root), asked of that file alone. */
export async function hasFile(page: Page, file: string): Promise<boolean> {
  return (await fileNow(page, file)).kind !== 'absent';
}

/**
 * Every file of the editor's copy but .git, as [path, bytes]: what a commit of the editor would hold, once no write
 * is under way (no temporary file left, every file readable).
 */
export async function repositoryFiles(page: Page): Promise<[string, Buffer][]> {
  const files = await onceWritten(
    () =>
      page.evaluate(async (repository) => {
        const found: [string, number[]][] = [];
        const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<boolean> => {
          for await (const handle of (folder as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
            if (handle.name.startsWith('.sveltia-tmp-')) return false;
            if (handle.kind === 'directory') {
              if (handle.name === '.git') continue;
              if (!(await walk(handle as FileSystemDirectoryHandle, `${prefix}${handle.name}/`))) return false;
            } else {
              const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
              found.push([`${prefix}${handle.name}`, [...bytes]]);
            }
          }
          return true;
        };
        try {
          const settled = await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repository), '');
          return settled ? found : null;
        } catch (error) {
          if (error instanceof DOMException && ['NotReadableError', 'NotFoundError'].includes(error.name)) return null;
          throw error;
        }
      }, REPOSITORY),
    "the editor's copy",
  );
  return files.map(([file, bytes]) => [file, Buffer.from(bytes)]);
}
