import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';
import { parsePage, serializePage } from './postbuild/html';
const norm = (s: string) => serializePage(parsePage(s))
  .replace(/\/_next\/static\/[^"'\s,)\\]+/g, '/_next/static/X')
  .replace(/sha256-[A-Za-z0-9+/=]+/g, 'sha256-X')
  .replace(/"b":"[^"]+"/g, '"b":"X"').replace(/\\"b\\":\\"[^"\\]+\\"/g, 'B')
  .replace(/[a-zA-Z0-9_-]{20,}/g, 'H');
let same = 0;
for (const file of htmlFiles('out')) {
  const rel = path.relative('out', file);
  let old: string; try { old = readFileSync(path.join('/tmp/out-base', rel), 'utf8'); } catch { console.log('NEW', rel); continue; }
  const a = norm(old), b = norm(readFileSync(file, 'utf8'));
  if (a === b) { same++; continue; }
  let i = 0; while (a[i] === b[i]) i++;
  console.log('DIFF', rel, a.length, b.length, '\n  old:', a.slice(i - 80, i + 120), '\n  new:', b.slice(i - 80, i + 120));
}
console.log('same', same);
