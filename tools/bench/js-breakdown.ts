/**
 * Where each byte of a page's JavaScript comes from: the bench builds with source maps (BENCH_SOURCE_MAPS=1, see
 * next.config.mjs), reads them here, and takes them out of the copy it measures (`stripSourceMaps`).
 *
 * A chunk's bytes are attributed to the original files its source map points at (each mapped segment up to the
 * next one), and its gzip size is shared out in the same proportions. "Ours" is what a route loads from source files
 * the bare Next.js page does not load (its framework files are the floor), grouped by npm package or project folder.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AnyMap, decodedMappings, type SectionedSourceMapInput } from '@jridgewell/trace-mapping';

const SOURCE_MAP_COMMENT = '//# sourceMappingURL=';
const UNMAPPED = '(unmapped: chunk glue)';

/** The package or folder a source of a Turbopack source map belongs to: `next`, `@scope/name`, `components/layout`… */
export function groupOf(source: string): string {
  const file = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = file.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (file.startsWith('[turbopack]')) return 'turbopack runtime';
  const folder = path.posix.dirname(file);
  return folder === '.' ? file : folder;
}

/** Raw bytes of `code` per original source file, from its source map (segments up to the next one or the line's end). */
export function composition(code: string, map: SectionedSourceMapInput): Map<string, number> {
  const traced = AnyMap(map);
  const mappings = decodedMappings(traced);
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) bytes.set(source, (bytes.get(source) ?? 0) + count);
  };
  lines.forEach((line, lineIndex) => {
    const segments = mappings[lineIndex] ?? [];
    add(UNMAPPED, (segments[0]?.[0] ?? line.length) + 1);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? traced.sources[segment[1] ?? -1] ?? UNMAPPED : UNMAPPED;
      add(source, Buffer.byteLength(line.slice(segment[0], end)));
    });
  });
  return bytes;
}

export interface ChunkBreakdown {
  url: string;
  /** The whole chunk, gzip bytes. */
  gzip: number;
  /** Gzip bytes per original source file, shared out in proportion to their raw bytes. */
  sources: Map<string, number>;
}

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * Moves the source maps of an export into a side folder (`mapsDir`), and takes the `sourceMappingURL` comment out of
 * every script, so that the copy the bench measures is the JavaScript a normal build ships.
 */
export function stripSourceMaps(exportDir: string, mapsDir: string): void {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  for (const file of walk(path.join(exportDir, '_next', 'static'))) {
    const relative = path.relative(exportDir, file);
    if (file.endsWith('.map')) {
      writeFileSync(inFolder(path.join(mapsDir, relative)), readFileSync(file));
      rmSync(file);
    } else if (file.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      const at = code.lastIndexOf(SOURCE_MAP_COMMENT);
      if (at < 0) continue;
      // The map's name (not the script's: Turbopack hashes them apart), kept for chunkBreakdown.
      writeFileSync(inFolder(path.join(mapsDir, `${relative}.mapname`)), code.slice(at + SOURCE_MAP_COMMENT.length).trim());
      writeFileSync(file, code.slice(0, at).replace(/\n+$/, ''));
    }
  }
}

function inFolder(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

const fileOf = (exportDir: string, url: string) => path.join(exportDir, decodeURIComponent(new URL(url, 'http://x').pathname));

/** One script of an export by source file, if `stripSourceMaps` kept its map (else it is one "(no source map)"). */
export function chunkBreakdown(exportDir: string, mapsDir: string, url: string): ChunkBreakdown {
  const file = fileOf(exportDir, url);
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSize(code);
  const mapNameFile = path.join(mapsDir, `${path.relative(exportDir, file)}.mapname`);
  if (!existsSync(mapNameFile)) return { url, gzip, sources: new Map([[NO_SOURCE_MAP, gzip]]) };
  const mapFile = path.join(path.dirname(mapNameFile), readFileSync(mapNameFile, 'utf8'));
  const raw = composition(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SectionedSourceMapInput);
  const total = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  return { url, gzip, sources: new Map([...raw].map(([source, bytes]) => [source, (gzip * bytes) / total])) };
}

const NO_SOURCE_MAP = '(no source map)';

/** Every source file behind a set of scripts (the bare page's: the framework's floor). */
export function sourcesOf(exportDir: string, mapsDir: string, urls: readonly string[]): Set<string> {
  const sources = new Set<string>();
  for (const url of new Set(urls)) {
    if (!existsSync(fileOf(exportDir, url))) continue;
    for (const source of chunkBreakdown(exportDir, mapsDir, url).sources.keys()) {
      if (source !== UNMAPPED && source !== NO_SOURCE_MAP) sources.add(source);
    }
  }
  return sources;
}

export interface OwnChunk {
  url: string;
  gzip: number;
  /** The part of it that is ours, gzip bytes. */
  own: number;
  /** Our part per package or folder, largest first. */
  groups: [string, number][];
}

export interface OwnJavaScript {
  /** Gzip bytes of what the route loads from source files the bare page does not load. */
  total: number;
  chunks: OwnChunk[];
  /** Gzip bytes per package or folder over all our chunks, largest first. */
  groups: [string, number][];
}

function byGroup(entries: Iterable<[string, number]>): [string, number][] {
  const groups = new Map<string, number>();
  for (const [source, bytes] of entries) groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + bytes);
  return [...groups].sort((a, b) => b[1] - a[1]);
}

/**
 * What a route's scripts carry beyond the framework: the bytes of every source file the bare page does not load
 * (`floorSources`), and each chunk's glue in proportion, by chunk and by package or folder.
 */
export function ownJavaScript(
  exportDir: string,
  mapsDir: string,
  urls: readonly string[],
  floorSources: ReadonlySet<string>,
): OwnJavaScript {
  const chunks: OwnChunk[] = [];
  for (const url of new Set(urls)) {
    if (!existsSync(fileOf(exportDir, url))) continue;
    const { gzip, sources } = chunkBreakdown(exportDir, mapsDir, url);
    const mapped = [...sources].filter(([source]) => source !== UNMAPPED);
    const ours = mapped.filter(([source]) => !floorSources.has(source));
    const mappedBytes = mapped.reduce((sum, [, bytes]) => sum + bytes, 0);
    const ourBytes = ours.reduce((sum, [, bytes]) => sum + bytes, 0);
    // The chunk's glue (module table, unmapped bytes) goes with its content: ours in the proportion ours is.
    const glue = sources.get(UNMAPPED) ?? 0;
    const ourGlue = mappedBytes > 0 ? (glue * ourBytes) / mappedBytes : glue;
    const own = ourBytes + ourGlue;
    if (own < 1) continue;
    chunks.push({ url, gzip, own, groups: byGroup([...ours, [UNMAPPED, ourGlue]]) });
  }
  chunks.sort((a, b) => b.own - a.own);
  const groups = new Map<string, number>();
  for (const chunk of chunks) for (const [group, bytes] of chunk.groups) groups.set(group, (groups.get(group) ?? 0) + bytes);
  return {
    total: chunks.reduce((sum, chunk) => sum + chunk.own, 0),
    chunks,
    groups: [...groups].sort((a, b) => b[1] - a[1]),
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Lines for the bench's report: our JavaScript by chunk (with what it is made of), then by package or folder. */
export function describeOwnJavaScript(own: OwnJavaScript): string[] {
  const share = (groups: [string, number][]) =>
    groups
      .filter(([, bytes]) => bytes >= 51)
      .map(([group, bytes]) => `${group} ${kib(bytes)}`)
      .join(' · ');
  return [
    `  our JavaScript (source files the bare page does not load): ${kib(own.total)} KiB gzip, in ${own.chunks.length} chunks`,
    ...own.chunks.map(
      (chunk) => `    ${path.posix.basename(chunk.url).padEnd(20)} ${kib(chunk.own).padStart(5)} of ${kib(chunk.gzip).padStart(5)} KiB: ${share(chunk.groups)}`,
    ),
    `    by package or folder: ${share(own.groups)}`,
  ];
}
