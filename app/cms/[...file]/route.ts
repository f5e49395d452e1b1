import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Sveltia CMS, served from the site itself, installed from npm and pinned in package-lock.json (no script from a
// CDN): the package's browser bundle, the chunk it loads next to itself for the preview templates (React), and the
// Immutable its preview templates import (rules.ts, cmsImportMap).
export const dynamic = 'force-static';
export const dynamicParams = false;

/** URL path under /cms/ → the file in node_modules. */
const FILES: Readonly<Record<string, string>> = {
  'sveltia-cms.js': '@sveltia/cms/dist/sveltia-cms.js',
  'chunks/react-dom.js': '@sveltia/cms/dist/chunks/react-dom.js',
  'immutable.es.js': 'immutable/dist/immutable.es.js',
};

export function generateStaticParams(): { file: string[] }[] {
  return Object.keys(FILES).map((file) => ({ file: file.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }): Promise<Response> {
  const { file } = await params;
  const source = FILES[file.join('/')];
  if (!source) return new Response('Not found', { status: 404 });
  const script = await readFile(path.join(process.cwd(), 'node_modules', source));
  return new Response(new Uint8Array(script), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
