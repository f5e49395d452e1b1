import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every *.html file under a directory (the static export), as full paths in a stable order. */
export function htmlFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(directory, file))
    .sort();
}

/** Every file under a folder, as sorted paths relative to it, with "/" ("blog/x.html"). */
export function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}
