// Each page's WhatsApp card as Meta's crawler reads it (content/rules/whatsapp-card.ts), and the findings drawn for the
// page report. The functions only: the pass that runs them on each page's final bytes and fills the report at the end
// is `whatsapp-card` in passes.ts, run by the page workers (page-worker.ts).
//
// Why after the build: the share images are drawn by `next build` into out/og/*.jpg, and a page's final bytes are the
// ones the post-build step writes. The report renders, for each page, a placeholder <div data-whatsapp-check="/path">
// with a static text (components/admin/whatsapp-card-check.tsx); fillWhatsAppChecks replaces its content with the
// findings, as hast nodes. The report runs no framework (frameworkFreePageFiles), so React never hydrates over them.
import type { Element, Root } from 'hast';
import { select } from 'hast-util-select';
import { imageSize } from 'image-size';
import {
  WHATSAPP_CHECK_ATTRIBUTE,
  WHATSAPP_CHECK_LABEL,
  WHATSAPP_FAIL,
  WHATSAPP_IMAGE_MAX_BYTES,
  WHATSAPP_IMAGE_MAX_RATIO,
  WHATSAPP_IMAGE_MIN_WIDTH,
  WHATSAPP_PASS,
  WHATSAPP_READ_BYTES,
  WHATSAPP_RULES_LABEL,
} from '../../content/rules/whatsapp-card';
import { attribute, element, fillPlaceholders, parsePage, text } from './html';

const PASS = 'whatsapp-card';

export type WhatsAppRule =
  | 'og:title'
  | 'og:description'
  | 'og:url'
  | 'og:image'
  | 'image-absolute'
  | 'image-https'
  | 'image-file'
  | 'image-weight'
  | 'image-width'
  | 'image-ratio';

/** One rule of the card, checked: what the report lists, in pt-BR. */
export interface WhatsAppFinding {
  rule: WhatsAppRule;
  /** What is checked: "Título (og:title)". */
  label: string;
  ok: boolean;
  /** What was found, or what fails and why. */
  detail: string;
}

export interface WhatsAppCardCheck {
  ok: boolean;
  findings: WhatsAppFinding[];
}

export interface WhatsAppCardInput {
  /** The page as it is served: its final serialized HTML. */
  html: string | Uint8Array;
  /** The same page, parsed. */
  tree: Root;
  /** The site's public address (SITE_URL, no trailing slash): og:image is a file under it. */
  siteUrl: string;
  /** A file of out/ by its URL pathname ("/og/cursos-x.jpg"), or undefined when out/ has no such file. */
  readFile: (pathname: string) => Uint8Array | undefined;
}

/** The tags the card is made of, each with its name in the report. */
const TAGS: readonly (readonly [WhatsAppRule & `og:${string}`, string])[] = [
  ['og:title', 'Título (og:title)'],
  ['og:description', 'Descrição (og:description)'],
  ['og:url', 'Endereço da página (og:url)'],
  ['og:image', 'Imagem (og:image)'],
];

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const kb = (bytes: number) => `${decimal.format(bytes / 1024)} KB`;
const byteCount = (bytes: number) => `${decimal.format(bytes)} bytes`;

/** The content of the first <meta property="…"> of the page's <head>: undefined without one. */
function headMeta(tree: Root, property: string): string | undefined {
  const head = select('head', tree);
  const meta = head ? select(`meta[property="${property}"]`, head) : undefined;
  return meta ? (attribute(meta, 'content') ?? '') : undefined;
}

/** The path of a file of out/ that an absolute or site-relative URL names, when it is under the site's address. */
function sitePathname(url: string, siteUrl: string): string | undefined {
  const site = new URL(`${siteUrl}/`);
  let resolved: URL;
  try {
    resolved = new URL(url, site);
  } catch {
    return undefined;
  }
  // The host, not the scheme: an http build (a local address) still names its own files.
  if (resolved.host !== site.host || !resolved.pathname.startsWith(site.pathname)) return undefined;
  try {
    return decodeURIComponent(resolved.pathname.slice(site.pathname.length - 1));
  } catch {
    return undefined;
  }
}

/** Whether og:image is an address WhatsApp fetches: absolute, and https. */
function addressFinding(url: string): WhatsAppFinding {
  let absolute: URL | undefined;
  try {
    absolute = new URL(url);
  } catch {
    absolute = undefined;
  }
  const https = { rule: 'image-https', label: 'Endereço da imagem' } as const;
  if (!absolute) {
    return {
      ...https,
      rule: 'image-absolute',
      ok: false,
      detail: `${url} não é um endereço completo: o WhatsApp precisa de https://…`,
    };
  }
  if (absolute.protocol !== 'https:') {
    return { ...https, ok: false, detail: `${url} não é https, e o WhatsApp não mostra imagem fora do https` };
  }
  return { ...https, ok: true, detail: url };
}

/** The image's file, and its size as it is shown. */
interface ImageFile {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The file og:image names in out/, read and measured as it is shown; or the finding that says why it cannot be. */
function imageFile(
  url: string,
  siteUrl: string,
  readFile: WhatsAppCardInput['readFile'],
): { finding: WhatsAppFinding; image?: ImageFile } {
  const file = { rule: 'image-file', label: 'Arquivo da imagem' } as const;
  const pathname = sitePathname(url, siteUrl);
  if (pathname === undefined)
    return { finding: { ...file, ok: false, detail: `${url} não é do endereço do site (${siteUrl})` } };
  const bytes = readFile(pathname);
  if (!bytes) return { finding: { ...file, ok: false, detail: `${pathname} não existe no site gerado` } };
  let size: { width: number; height: number; orientation?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return { finding: { ...file, ok: false, detail: `${pathname} não é uma imagem que dê para ler` } };
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: it is shown with width and height swapped.
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  return { finding: { ...file, ok: true, detail: pathname }, image: { bytes, width, height } };
}

/** The image's weight, width and proportions against WhatsApp's limits. */
function measureFindings({ bytes, width, height }: ImageFile): WhatsAppFinding[] {
  const light = bytes.byteLength <= WHATSAPP_IMAGE_MAX_BYTES;
  const ratio = height > 0 ? width / height : Number.POSITIVE_INFINITY;
  return [
    {
      rule: 'image-weight',
      label: 'Peso da imagem',
      ok: light,
      // Over the limit, in bytes too: rounded, 600,01 KB would read as the limit itself.
      detail: light
        ? `${kb(bytes.byteLength)} (máximo ${kb(WHATSAPP_IMAGE_MAX_BYTES)})`
        : `${kb(bytes.byteLength)}, ${byteCount(bytes.byteLength)} (máximo ${kb(WHATSAPP_IMAGE_MAX_BYTES)}, ${byteCount(WHATSAPP_IMAGE_MAX_BYTES)})`,
    },
    {
      rule: 'image-width',
      label: 'Largura da imagem',
      ok: width >= WHATSAPP_IMAGE_MIN_WIDTH,
      detail: `${width} px (mínimo ${WHATSAPP_IMAGE_MIN_WIDTH} px)`,
    },
    {
      rule: 'image-ratio',
      label: 'Proporção da imagem',
      ok: ratio <= WHATSAPP_IMAGE_MAX_RATIO,
      detail: `${Number.isFinite(ratio) ? decimal.format(ratio) : '∞'}:1, ${width} × ${height} px (máximo ${WHATSAPP_IMAGE_MAX_RATIO}:1)`,
    },
  ];
}

/** og:image's findings: its address, its file, then (when the file can be read) its weight, width and proportions. */
function imageFindings(url: string, siteUrl: string, readFile: WhatsAppCardInput['readFile']): WhatsAppFinding[] {
  const { finding, image } = imageFile(url, siteUrl, readFile);
  return [addressFinding(url), finding, ...(image ? measureFindings(image) : [])];
}

/**
 * A page's WhatsApp card as Meta's crawler reads it: og:title, og:description, og:url and og:image in the <head> and
 * within the first WHATSAPP_READ_BYTES of the HTML; og:image an absolute https URL whose file (read from out/ by its
 * pathname, whatever the scheme) is at most WHATSAPP_IMAGE_MAX_BYTES, at least WHATSAPP_IMAGE_MIN_WIDTH wide and at
 * most WHATSAPP_IMAGE_MAX_RATIO:1. A rule that cannot be checked (no image, no file) is left out: the one before it
 * fails.
 */
export function checkWhatsAppCard({ html, tree, siteUrl, readFile }: WhatsAppCardInput): WhatsAppCardCheck {
  const bytes = typeof html === 'string' ? new TextEncoder().encode(html) : html;
  // What the crawler reads: the first bytes, parsed as a browser parses a page cut short. The whole page when it is
  // shorter.
  const read =
    bytes.byteLength > WHATSAPP_READ_BYTES
      ? parsePage(new TextDecoder().decode(bytes.subarray(0, WHATSAPP_READ_BYTES)))
      : tree;
  const findings: WhatsAppFinding[] = [];
  for (const [rule, label] of TAGS) {
    const content = headMeta(tree, rule);
    let finding: Pick<WhatsAppFinding, 'ok' | 'detail'>;
    if (content === undefined) finding = { ok: false, detail: 'não está no <head> da página' };
    else if (!content.trim()) finding = { ok: false, detail: 'está vazio' };
    else if (headMeta(read, rule) !== content) {
      finding = {
        ok: false,
        detail: `está depois dos primeiros ${kb(WHATSAPP_READ_BYTES)} do HTML (a página tem ${kb(bytes.byteLength)}), e o WhatsApp só lê o começo`,
      };
    } else finding = { ok: true, detail: `no <head>, nos primeiros ${kb(WHATSAPP_READ_BYTES)} do HTML` };
    findings.push({ rule, label, ...finding });
  }
  const image = headMeta(tree, 'og:image')?.trim();
  if (image) findings.push(...imageFindings(image, siteUrl, readFile));
  return { ok: findings.every((finding) => finding.ok), findings };
}

const verdict = (ok: boolean) => (ok ? WHATSAPP_PASS : WHATSAPP_FAIL);

/** One finding as a line: "Peso da imagem: ok — 52 KB (máximo 600 KB)". */
export function findingText(finding: WhatsAppFinding): string {
  return `${finding.label}: ${verdict(finding.ok)} — ${finding.detail}`;
}

/** The check's first line: "Cartão do WhatsApp: ok", or "… falha (2 de 9 regras)". */
export function summaryText(check: WhatsAppCardCheck): string {
  if (check.ok) return `${WHATSAPP_CHECK_LABEL}: ${WHATSAPP_PASS}`;
  const failed = check.findings.filter((finding) => !finding.ok).length;
  return `${WHATSAPP_CHECK_LABEL}: ${WHATSAPP_FAIL} (${failed} de ${check.findings.length} ${check.findings.length === 1 ? 'regra' : 'regras'})`;
}

/** What the report shows for one page: the verdict, then each rule with its own (text, not colour alone). */
export function checkNodes(check: WhatsAppCardCheck): Element[] {
  return [
    element('p', {}, [text(summaryText(check))]),
    element(
      'ul',
      { ariaLabel: WHATSAPP_RULES_LABEL },
      check.findings.map((finding) =>
        element('li', {}, [
          text(`${finding.label}: `),
          element('strong', {}, [text(verdict(finding.ok))]),
          text(` — ${finding.detail}`),
        ]),
      ),
    ),
  ];
}

/**
 * Fills the report's placeholders, each with the check of the page it names, and returns them in the report's
 * order (scripts/postbuild/html.ts, fillPlaceholders).
 */
export function fillWhatsAppChecks(
  tree: Root,
  checks: ReadonlyMap<string, WhatsAppCardCheck>,
): { path: string; check: WhatsAppCardCheck }[] {
  return fillPlaceholders(tree, PASS, WHATSAPP_CHECK_ATTRIBUTE, checks, checkNodes).map(({ path, value }) => ({
    path,
    check: value,
  }));
}

/**
 * The failures that stop the publication: every failing rule, since every card is ours (its tags are written by
 * lib/metadata.ts, its image drawn by app/og/[image]/route.tsx), but an http image address on a site built for an
 * http address (SITE_URL of a local or preview build): that one is the deployment's, and only warned
 * about (the report shows it failing).
 */
export function stoppingFailures(
  check: WhatsAppCardCheck,
  siteUrl: string,
): { stop: WhatsAppFinding[]; warn: WhatsAppFinding[] } {
  const failing = check.findings.filter((finding) => !finding.ok);
  const httpSite = new URL(`${siteUrl}/`).protocol === 'http:';
  const isDeployments = (finding: WhatsAppFinding) => httpSite && finding.rule === 'image-https';
  return { stop: failing.filter((finding) => !isDeployments(finding)), warn: failing.filter(isDeployments) };
}
