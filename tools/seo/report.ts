/**
 * SEO and sharing report of the built site, for the marketing team.
 *
 *   npm run build && npm run seo:report          (tsx tools/seo/report.ts [outDir] [siteUrl])
 *
 * Prints a compact table and writes reports/seo.html (not deployed): for every page, the WhatsApp preview,
 * the Google snippet, the lengths, the canonical URL, the structured data and the problems found.
 * Exits with 1 when any page (or sitemap.xml / robots.txt) has an error.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  analyseSite,
  countErrors,
  isShareImageOk,
  type PageReport,
  type SiteReport,
} from '../../e2e/support/seo-analysis';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '../../content/rules/search-results';

const root = path.resolve(__dirname, '..', '..');
const outDir = path.resolve(root, process.argv[2] ?? 'out');
const siteUrl = process.argv[3];
const reportsDir = path.join(root, 'reports');
const reportFile = path.join(reportsDir, 'seo.html');

/** Google cuts titles at about 600 px (≈60 characters) and descriptions at about 160 characters. */
const GOOGLE_TITLE_CHARS = 60;
const GOOGLE_DESCRIPTION_CHARS = 160;

const SHORT_TYPE_NAMES: Record<string, string> = {
  EducationalOrganization: 'EduOrg',
  LocalBusiness: 'LocalBiz',
  BreadcrumbList: 'Breadcrumb',
};

// ---------------------------------------------------------------------------------------------------------
// Terminal table

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function lengthCell(length: number | undefined, ok: boolean): string {
  if (length === undefined) return '—';
  return ok ? String(length) : `${length}!`;
}

function titleLength(page: PageReport): number | undefined {
  return page.tags.title?.value.length;
}

function descriptionLength(page: PageReport): number | undefined {
  return page.tags.description?.value.length;
}

function tableRow(page: PageReport): string[] {
  const title = titleLength(page);
  const description = descriptionLength(page);
  const checked = page.indexable;
  return [
    page.indexable ? page.path : `${page.path} (noindex)`,
    lengthCell(title, !checked || (title ?? 0) <= MAX_TITLE_LENGTH),
    lengthCell(
      description,
      !checked || (description !== undefined && description >= MIN_DESCRIPTION_LENGTH && description <= MAX_DESCRIPTION_LENGTH),
    ),
    !checked && !page.image ? '—' : isShareImageOk(page) ? 'ok' : 'ERRO',
    page.jsonLdTypes.map((type) => SHORT_TYPE_NAMES[type] ?? type).join(',') || '—',
    String(page.errors.length),
    String(page.warnings.length),
  ];
}

function renderTable(report: SiteReport): string {
  const header = ['Página', 'Título', 'Descr.', 'Imagem', 'JSON-LD', 'Erros', 'Avisos'];
  const rows = [header, ...report.pages.map(tableRow)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => pad(cell, widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function printSummary(report: SiteReport): void {
  console.log(`Site: ${report.siteUrl || '(desconhecido)'}   Páginas: ${report.pages.length}`);
  console.log('');
  console.log(renderTable(report));
  const problems = [
    ...report.errors.map((message) => `  ERRO  sitemap/robots: ${message}`),
    ...report.pages.flatMap((page) => page.errors.map((message) => `  ERRO  ${page.path}: ${message}`)),
  ];
  if (problems.length > 0) {
    console.log('');
    console.log(problems.join('\n'));
  }
  const warnings = report.warnings.length + report.pages.reduce((total, page) => total + page.warnings.length, 0);
  console.log('');
  console.log(`${countErrors(report)} erro(s), ${warnings} aviso(s) (os avisos estão no relatório).`);
}

// ---------------------------------------------------------------------------------------------------------
// HTML report

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Cuts at a word boundary and adds "…", roughly as Google does in its results. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

/** Path from reports/ to the image in out/, so the card shows the real file when the report is opened locally. */
function imageSrc(page: PageReport): string | undefined {
  const file = page.image?.exists ? page.image.file : undefined;
  if (!file) return undefined;
  return path.relative(reportsDir, file).split(path.sep).map(encodeURIComponent).join('/');
}

function slugId(page: PageReport): string {
  return `pagina-${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'inicio'}`;
}

function whatsAppCard(page: PageReport): string {
  const title = page.tags['og:title']?.value || page.tags.title?.value || '';
  const description = page.tags['og:description']?.value || page.tags.description?.value || '';
  const url = page.tags['og:url']?.value || page.tags.canonical?.value || '';
  const src = imageSrc(page);
  const image = src
    ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(page.tags['og:image:alt']?.value ?? '')}">`
    : '<div class="no-image">sem imagem</div>';
  return `<div class="wa">
      <div class="wa-bubble">
        <div class="wa-card">
          ${image}
          <div class="wa-text">
            <div class="wa-title">${escapeHtml(title)}</div>
            <div class="wa-description">${escapeHtml(description)}</div>
            <div class="wa-domain">${escapeHtml(hostOf(url))}</div>
          </div>
        </div>
        <div class="wa-link">${escapeHtml(url)}</div>
      </div>
    </div>`;
}

function googleSnippet(page: PageReport): string {
  const url = page.tags.canonical?.value ?? '';
  const host = hostOf(url);
  const crumbs = page.path === '/' ? '' : page.path.split('/').filter(Boolean).join(' › ');
  return `<div class="google">
      <div class="g-site">${escapeHtml(page.tags['og:site_name']?.value ?? host)}</div>
      <div class="g-url">${escapeHtml(url ? `https://${host}${crumbs ? ` › ${crumbs}` : ''}` : '(sem endereço canônico)')}</div>
      <div class="g-title">${escapeHtml(truncate(page.tags.title?.value ?? '(sem título)', GOOGLE_TITLE_CHARS))}</div>
      <div class="g-description">${escapeHtml(truncate(page.tags.description?.value ?? '(sem descrição)', GOOGLE_DESCRIPTION_CHARS))}</div>
    </div>`;
}

function lengthBadge(length: number | undefined, min: number, max: number): string {
  if (length === undefined) return '<span class="bad">ausente</span>';
  const ok = length >= min && length <= max;
  const limits = min > 0 ? `${min}–${max}` : `máx. ${max}`;
  return `<span class="${ok ? 'good' : 'bad'}">${length} caracteres</span> <small>(${limits})</small>`;
}

function imageDetails(page: PageReport): string {
  const image = page.image;
  if (!image) return '<span class="bad">sem og:image</span>';
  const facts = [
    image.format?.toUpperCase(),
    image.width && image.height ? `${image.width}×${image.height}` : undefined,
    image.bytes !== undefined ? `${Math.round(image.bytes / 1024)} KB` : undefined,
  ].filter(Boolean);
  const state = isShareImageOk(page) ? '<span class="good">ok</span>' : '<span class="bad">com problema</span>';
  return `${state} <code>${escapeHtml(image.url)}</code> ${escapeHtml(facts.join(' · '))}`;
}

function problemList(page: PageReport): string {
  if (page.errors.length === 0 && page.warnings.length === 0) return '<p class="all-good">Nenhum problema encontrado.</p>';
  const items = [
    ...page.errors.map((message) => `<li class="error"><strong>Erro:</strong> ${escapeHtml(message)}</li>`),
    ...page.warnings.map((message) => `<li class="warning"><strong>Aviso:</strong> ${escapeHtml(message)}</li>`),
  ];
  return `<ul class="problems">${items.join('')}</ul>`;
}

function pageSection(page: PageReport): string {
  const status = page.errors.length > 0 ? 'has-errors' : page.warnings.length > 0 ? 'has-warnings' : 'is-ok';
  const title = page.tags.title?.value.length;
  const description = page.tags.description?.value.length;
  return `<section id="${slugId(page)}" class="page ${status}">
    <h2>${escapeHtml(page.path)} ${page.indexable ? '' : '<span class="tag">noindex</span>'}
      <span class="counts">${page.errors.length} erro(s) · ${page.warnings.length} aviso(s)</span></h2>
    <div class="previews">
      <div><h3>No WhatsApp</h3>${whatsAppCard(page)}</div>
      <div><h3>No Google</h3>${googleSnippet(page)}</div>
    </div>
    <table class="facts">
      <tr><th>Título</th><td>${escapeHtml(page.tags.title?.value ?? '')}<br>${lengthBadge(title, 0, MAX_TITLE_LENGTH)}</td></tr>
      <tr><th>Descrição</th><td>${escapeHtml(page.tags.description?.value ?? '')}<br>${lengthBadge(description, MIN_DESCRIPTION_LENGTH, MAX_DESCRIPTION_LENGTH)}</td></tr>
      <tr><th>Endereço canônico</th><td><code>${escapeHtml(page.tags.canonical?.value ?? '(ausente)')}</code>${page.indexable ? (page.inSitemap ? ' <span class="good">no sitemap</span>' : ' <span class="bad">fora do sitemap</span>') : ''}</td></tr>
      <tr><th>Imagem</th><td>${imageDetails(page)}</td></tr>
      <tr><th>Dados estruturados</th><td>${escapeHtml(page.jsonLdTypes.join(', ') || '(nenhum)')}</td></tr>
      <tr><th>Arquivo</th><td><code>out/${escapeHtml(page.file)}</code></td></tr>
    </table>
    ${problemList(page)}
  </section>`;
}

function tableOfContents(report: SiteReport): string {
  const rows = report.pages.map((page) => {
    const state = page.errors.length > 0 ? 'bad' : page.warnings.length > 0 ? 'warn' : 'good';
    return `<tr><td><a href="#${slugId(page)}">${escapeHtml(page.path)}</a></td>
      <td>${page.tags.title?.value.length ?? '—'}</td><td>${page.tags.description?.value.length ?? '—'}</td>
      <td class="${state}">${page.errors.length}</td><td>${page.warnings.length}</td></tr>`;
  });
  return `<table class="toc"><thead><tr><th>Página</th><th>Título</th><th>Descrição</th><th>Erros</th><th>Avisos</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table>`;
}

function siteProblems(report: SiteReport): string {
  if (report.errors.length === 0 && report.warnings.length === 0) {
    return '<p class="all-good">sitemap.xml e robots.txt: nenhum problema.</p>';
  }
  const items = [
    ...report.errors.map((message) => `<li class="error"><strong>Erro:</strong> ${escapeHtml(message)}</li>`),
    ...report.warnings.map((message) => `<li class="warning"><strong>Aviso:</strong> ${escapeHtml(message)}</li>`),
  ];
  return `<h2>sitemap.xml e robots.txt</h2><ul class="problems">${items.join('')}</ul>`;
}

const STYLES = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; margin: 0; background: #f4f6f8; color: #1f2933; }
  main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  h1 { margin-top: 0; } h2 { font-size: 1.2rem; margin: 0 0 12px; } h3 { font-size: .85rem; text-transform: uppercase; color: #52606d; margin: 0 0 8px; }
  code { font-size: .85em; word-break: break-all; }
  .summary { background: #fff; border-radius: 8px; padding: 16px 20px; margin-bottom: 24px; }
  .toc { border-collapse: collapse; width: 100%; font-size: .9rem; } .toc th, .toc td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e4e7eb; }
  .page { background: #fff; border-radius: 8px; padding: 20px; margin-bottom: 24px; border-left: 6px solid #3ebd93; }
  .page.has-warnings { border-left-color: #f0b429; } .page.has-errors { border-left-color: #d64545; }
  .counts { float: right; font-size: .85rem; font-weight: normal; color: #52606d; }
  .tag { font-size: .75rem; background: #e4e7eb; border-radius: 4px; padding: 2px 6px; }
  .previews { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 24px; margin-bottom: 16px; }
  .wa { background: #e5ddd5; padding: 16px; border-radius: 8px; }
  .wa-bubble { background: #dcf8c6; border-radius: 8px; padding: 4px; max-width: 360px; margin-left: auto; box-shadow: 0 1px 1px rgba(0,0,0,.15); }
  .wa-card { background: #cfe9ba; border-radius: 6px; overflow: hidden; }
  .wa-card img, .no-image { display: block; width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; background: #b7c9a8; }
  .no-image { display: flex; align-items: center; justify-content: center; color: #52606d; }
  .wa-text { padding: 8px 10px; }
  .wa-title { font-weight: 600; font-size: .95rem; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .wa-description { font-size: .85rem; color: #4a5a4a; margin-top: 2px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .wa-domain { font-size: .8rem; color: #667781; margin-top: 4px; }
  .wa-link { color: #027eb5; font-size: .85rem; padding: 6px 8px 2px; word-break: break-all; }
  .google { font-family: Arial, sans-serif; max-width: 600px; }
  .g-site { font-size: 14px; color: #202124; } .g-url { font-size: 12px; color: #006621; }
  .g-title { font-size: 20px; color: #1a0dab; margin: 4px 0; } .g-description { font-size: 14px; color: #4d5156; line-height: 1.5; }
  .facts { border-collapse: collapse; width: 100%; font-size: .9rem; } .facts th { text-align: left; width: 170px; vertical-align: top; padding: 6px 8px; color: #52606d; }
  .facts td { padding: 6px 8px; border-bottom: 1px solid #e4e7eb; }
  .good { color: #147d64; font-weight: 600; } .bad { color: #d64545; font-weight: 600; } .warn { color: #b44d12; font-weight: 600; }
  .problems { padding-left: 0; list-style: none; } .problems li { padding: 8px 12px; border-radius: 6px; margin: 6px 0; }
  .problems .error { background: #ffe3e3; color: #8a041a; } .problems .warning { background: #fffbea; color: #8d2b0b; }
  .all-good { color: #147d64; }
`;

function renderHtml(report: SiteReport): string {
  const errors = countErrors(report);
  const warnings = report.warnings.length + report.pages.reduce((total, page) => total + page.warnings.length, 0);
  const generatedAt = new Date().toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Relatório de SEO e compartilhamento</title>
<style>${STYLES}</style>
</head>
<body>
<main>
  <h1>Relatório de SEO e compartilhamento</h1>
  <div class="summary">
    <p>Site: <strong>${escapeHtml(report.siteUrl || '(desconhecido)')}</strong> · ${report.pages.length} páginas ·
      <span class="${errors > 0 ? 'bad' : 'good'}">${errors} erro(s)</span> · ${warnings} aviso(s) · gerado em ${escapeHtml(generatedAt)}</p>
    <p>Cada página mostra como o link aparece no WhatsApp (imagem, título, descrição e domínio) e no Google
      (título em azul, endereço em verde, descrição em cinza, cortados como o Google corta). Erros em vermelho
      precisam ser corrigidos; avisos em amarelo são recomendações.</p>
    ${tableOfContents(report)}
    ${siteProblems(report)}
  </div>
  ${report.pages.map(pageSection).join('\n  ')}
</main>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error(`Não encontrei ${path.relative(root, outDir) || outDir}/index.html. Gere o site antes: npm run build`);
    return 1;
  }
  const report = await analyseSite(outDir, siteUrl);
  printSummary(report);
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(reportFile, renderHtml(report));
  console.log(`Relatório: ${path.relative(process.cwd(), reportFile) || reportFile}`);
  return countErrors(report) > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
