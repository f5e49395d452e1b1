import { cmsFilesPrefix, cmsImportMap } from '@/content/rules/serving';

// The content editor (Sveltia CMS), written by `next build` as out/admin.html and served at /admin with its own policy
// (content/rules/serving.ts, cmsPage). Nothing of it is loaded by the public pages. See docs/cms.md.
export const dynamic = 'force-static';

const page = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor do site</title>
<link href="${cmsFilesPrefix}config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script type="importmap">${cmsImportMap}</script>
<script src="${cmsFilesPrefix}sveltia-cms.js"></script>
<script src="${cmsFilesPrefix}previews.js"></script>
</body>
</html>
`;

export function GET(): Response {
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
