// Every *.html file under a directory (the static export), as full paths in a stable order: the list the build
// steps that rewrite out/ and the scripts that check it all walk.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function htmlFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(directory, file))
    .sort();
}
