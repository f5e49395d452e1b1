import 'server-only';
import { editorFiles, readEditorFile, rebaseEditorBundle } from '@/lib/cms/editor-files';
import { cmsFilesPrefix, contentTypeFor } from '@/content/rules/serving';

// Sveltia CMS, served from the site itself, installed from npm and pinned in package-lock.json (nothing from a CDN):
// the package's browser bundle, the chunk it loads next to itself, the modules its page's import map sends here,
// its translations and the fonts of its interface (lib/cms/editor-files.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Where the bundle looks for its translations and manifest, instead of unpkg.com: /cms/sveltia… */
const SITE_BASE_NAME = 'sveltia';

export function generateStaticParams(): { file: string[] }[] {
  return Object.keys(editorFiles(SITE_BASE_NAME)).map((file) => ({ file: file.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }): Promise<Response> {
  const name = (await params).file.join('/');
  const source = editorFiles(SITE_BASE_NAME)[name];
  if (!source) return new Response('Not found', { status: 404 });
  const file = readEditorFile(source);
  const body =
    name === 'sveltia-cms.js'
      ? rebaseEditorBundle(file.toString('utf8'), `${cmsFilesPrefix}${SITE_BASE_NAME}`, `${cmsFilesPrefix}fonts`)
      : new Uint8Array(file);
  return new Response(body, { headers: { 'Content-Type': contentTypeFor(name) } });
}
