// Writes app/font-fallbacks.css: metric-matched fallback faces for the web fonts of app/fonts.ts, for the
// systems where next/font's own fallback (`local(Arial)`) finds nothing — Android (Roboto) and Linux (Liberation
// Sans / Arimo, Arial's metric twins; Chromium only matches local() by exact name, so "Arial" does not find them).
// While a web font loads, text is set in the fallback scaled to the same width and line height, so the swap does
// not move anything. Same computation as next/font (its fontkit, its average-width string, its rounding).
//
//   tsx tools/font-fallbacks.ts [output]       (rerun when app/fonts.ts changes its files; output: app/font-fallbacks.css)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** Loads next/font's own copies of fontkit and of the capsize metrics (internal files of the next package). */
const requireFromNext = createRequire(path.join(root, 'package.json'));

/** What is read from a fontkit font. */
interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphsForString(text: string): { advanceWidth: number }[];
}
type FontFromBuffer = (buffer: Buffer) => Font;

const isFunction = (value: unknown): value is FontFromBuffer => typeof value === 'function';
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** fontkit's font-from-buffer function, taken the way next/font's local loader takes it. */
function loadFontkit(): FontFromBuffer {
  const fontkitModule: unknown = fieldOf(requireFromNext('next/dist/compiled/@next/font/dist/fontkit'), 'default');
  const fontFromBuffer = fieldOf(fontkitModule, 'default') || fontkitModule;
  if (!isFunction(fontFromBuffer)) throw new Error('font-fallbacks: next/font no longer ships fontkit where expected');
  return fontFromBuffer;
}

/** A font's figures from next's capsize metrics (the parsed capsize-font-metrics.json). */
function capsizeMetrics(all: unknown, family: string): { xWidthAvg: number; unitsPerEm: number } {
  const metrics = fieldOf(all, family);
  const xWidthAvg = fieldOf(metrics, 'xWidthAvg');
  const unitsPerEm = fieldOf(metrics, 'unitsPerEm');
  if (typeof xWidthAvg !== 'number' || typeof unitsPerEm !== 'number') {
    throw new Error(`font-fallbacks: no capsize metrics for ${family}`);
  }
  return { xWidthAvg, unitsPerEm };
}

/** next/font's Arial figure (get-fallback-metrics-from-font-file.js), measured on Arial with the string below. */
const ARIAL_AZ_AVG_WIDTH = 934.5116279069767;
const AVG_CHARACTERS = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

interface Fallback {
  suffix: string;
  sources: string[];
  azAvgWidth: number;
  unitsPerEm: number;
}

/**
 * The fallbacks: the same average width as Arial for its metric-compatible twins; for Roboto, Arial's figure
 * scaled by the two fonts' capsize average widths (Roboto files are not at hand to measure with fontkit).
 */
function fallbacks(): Fallback[] {
  const all: unknown = JSON.parse(readFileSync(requireFromNext.resolve('next/dist/server/capsize-font-metrics.json'), 'utf8'));
  const arial = capsizeMetrics(all, 'arial');
  const roboto = capsizeMetrics(all, 'roboto');
  return [
    { suffix: 'Arimo', sources: ['Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'], azAvgWidth: ARIAL_AZ_AVG_WIDTH, unitsPerEm: 2048 },
    {
      suffix: 'Roboto',
      sources: ['Roboto', 'Roboto-Regular'],
      azAvgWidth: (ARIAL_AZ_AVG_WIDTH * roboto.xWidthAvg) / arial.xWidthAvg,
      unitsPerEm: roboto.unitsPerEm,
    },
  ];
}

/** The font each family's fallback is computed from: the file nearest to weight 400 (as next/font picks). */
const FAMILIES = [
  { family: 'bodyFont', file: 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2' },
  { family: 'headingFont', file: 'node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2' },
];

const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`;

function averageWidth(font: Font): number {
  const widths = font.glyphsForString(AVG_CHARACTERS).map((glyph) => glyph.advanceWidth);
  return widths.reduce((sum, width) => sum + width, 0) / widths.length;
}

function main(): void {
  const fontFromBuffer = loadFontkit();
  const fallbackFonts = fallbacks();
  const blocks: string[] = [];
  for (const { family, file } of FAMILIES) {
    const font = fontFromBuffer(readFileSync(path.join(root, file)));
    for (const fallback of fallbackFonts) {
      const sizeAdjust = averageWidth(font) / font.unitsPerEm / (fallback.azAvgWidth / fallback.unitsPerEm);
      const em = font.unitsPerEm * sizeAdjust;
      blocks.push(
        [
          '@font-face {',
          `  font-family: '${family} Fallback ${fallback.suffix}';`,
          `  src: ${fallback.sources.map((name) => `local('${name}')`).join(', ')};`,
          `  ascent-override: ${percent(font.ascent / em)};`,
          `  descent-override: ${percent(font.descent / em)};`,
          `  line-gap-override: ${percent(font.lineGap / em)};`,
          `  size-adjust: ${percent(sizeAdjust)};`,
          '}',
        ].join('\n'),
      );
    }
  }

  const target = path.resolve(root, process.argv[2] ?? path.join('app', 'font-fallbacks.css'));
  writeFileSync(
    target,
    `/* GENERATED by tools/font-fallbacks.ts — do not edit. Metric-matched fallbacks for app/fonts.ts. */\n\n${blocks.join('\n\n')}\n`,
  );
  console.log(`Wrote ${path.relative(root, target)}`);
}

main();
