// The copies the bench measures (the site, and its floor: the same pages with no script) served by the site's own
// server, and the gzip sizes of what their pages load, for tools/bench/bench.ts.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { selectAll } from 'hast-util-select';
import { htmlFiles } from '../../scripts/html-files';
import { FRAMEWORK_TEMPLATE_ID } from '../../lib/early/loader';
import { onInteraction } from '../../scripts/postbuild/defer-scripts';
import { attribute, parsePage, removeElement, serializePage } from '../../scripts/postbuild/html';
import { pageFile } from '../../content/rules/serving';
import { createHandler } from '../../scripts/serving/server';

export function firstSlug(dir: string, folder: string): string | undefined {
  return readdirSync(path.join(dir, folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0]
    ?.replace(/\.html$/, '');
}

function htmlFileFor(dir: string, route: string): string {
  return path.join(dir, pageFile(route));
}

/**
 * Removes every script element and script preload, and the framework's template (its scripts, inert until the first
 * interaction): the page as it would load with no JavaScript at all. JSON-LD stays: it is data, never executed, and
 * the same bytes on both sides.
 */
export function stripScripts(html: string): string {
  const tree = parsePage(html);
  const selector = `script, link[rel~="modulepreload"], link[rel~="preload"][as="script"], template#${FRAMEWORK_TEMPLATE_ID}`;
  for (const element of selectAll(selector, tree)) {
    if (element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json') continue;
    removeElement(tree, element);
  }
  return serializePage(tree);
}

/** A private copy of out/ for the site and one without scripts for the floor. */
export function makeCopies(outDir: string) {
  const base = path.join(tmpdir(), 'frio-norte-bench');
  const siteDir = path.join(base, 'site');
  const floorDir = path.join(base, 'floor');
  rmSync(base, { recursive: true, force: true });
  cpSync(outDir, siteDir, { recursive: true });
  cpSync(siteDir, floorDir, { recursive: true });
  for (const file of htmlFiles(floorDir)) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return { base, siteDir, floorDir };
}

/** The local server (its rules and compression) on an export directory, on 127.0.0.1. */
export function serve(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer(createHandler(dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function close(server: http.Server): void {
  server.close();
  server.closeAllConnections();
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip bytes of a set of same-origin URLs, read from the served copy. */
export function gzipOf(dir: string, urls: readonly string[]): number {
  return urls.reduce((total, url) => {
    const file = path.join(dir, decodeURIComponent(new URL(url, 'http://x').pathname));
    return existsSync(file) && statSync(file).isFile() ? total + gz(readFileSync(file)) : total;
  }, 0);
}

export interface AssetSizes {
  /** The JavaScript fetched before any interaction (what Lighthouse, which never interacts, saw). */
  jsBeforeInteraction: number;
  /** What the first interaction brings: the framework's scripts and the page's flight data. */
  jsOnInteraction: number;
  flightData: number;
  css: number;
  html: number;
}

/**
 * Gzip bytes of what a first visit downloads, images and fonts aside: the JavaScript fetched before any
 * interaction (as seen by Lighthouse, so lazily imported chunks count and the legacy noModule bundle does not),
 * what the first interaction brings (scripts/postbuild/defer-scripts.ts), the CSS and the HTML.
 */
export function assetSizes(dir: string, route: string, scriptUrls: readonly string[]): AssetSizes {
  const html = readFileSync(htmlFileFor(dir, route), 'utf8');
  const stylesheets = selectAll('link[rel~="stylesheet"][href]', parsePage(html)).map(
    (link) => attribute(link, 'href') ?? '',
  );
  const later = onInteraction(html);
  return {
    jsBeforeInteraction: gzipOf(dir, [...new Set(scriptUrls)]),
    jsOnInteraction: gzipOf(dir, later.scripts),
    flightData: later.flightData ? gzipOf(dir, [later.flightData]) : 0,
    css: gzipOf(dir, [...new Set(stylesheets)]),
    html: gz(Buffer.from(html)),
  };
}

/** Gzip bytes of a route's HTML in an export directory (the floor's, another build's). */
export function htmlGzip(dir: string, route: string): number {
  return gz(readFileSync(htmlFileFor(dir, route)));
}
