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
