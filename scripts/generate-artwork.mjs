#!/usr/bin/env node
/**
 * generate-artwork.mjs
 *
 * Draws the site's ORIGINAL flat illustrations (courses, heroes, blog posts,
 * testimonial avatars and the brand mark) as SVG strings in code and renders
 * them with sharp to raster files under public/images/ (plus the favicon /
 * apple-touch icon under app/).
 *
 * The generated files are COMMITTED as the site's source images: the build
 * does not run this script. Re-run it by hand after changing a drawing:
 *
 *   node scripts/generate-artwork.mjs
 *
 * Rules kept on purpose:
 * - No text inside any image (no <text>, no digits/letters drawn as shapes),
 *   so nothing depends on system fonts.
 * - Deterministic: the only randomness is a seeded PRNG (seeded from the
 *   output path), so every run produces the same pixels.
 * - One flat style and palette across all images.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_JPEG_BYTES = 150 * 1024;

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------
const C = {
  navy: '#0b2545',
  navy2: '#163a66',
  blue: '#0b6bcb',
  blue2: '#0a5cb0',
  mid: '#3d8fe0',
  ice1: '#e6f1fb',
  ice2: '#cfe3f7',
  ice3: '#f4f9fe',
  white: '#ffffff',
  yellow: '#ffc83d',
  grey: '#8aa0b6',
  greyDark: '#5b7089',
  greyLight: '#d5e0ea',
  line: '#b7c7d8',
  copper: '#c8773a',
  copperDark: '#9a5422',
  copperLight: '#eaa572',
  // Used sparingly, only where the real-world convention makes a subject
  // recognisable: high-side gauge/hose, propane (R-290) cylinder, eco leaf.
  red: '#d9534f',
  green: '#3fae6a',
  greenLight: '#a6e0bf',
};

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------
/** Round to one decimal to keep the SVG strings short. */
const f = (v) => Math.round(v * 10) / 10;

/** Seeded PRNG (mulberry32) so the output is identical on every run. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used as PRNG seed. */
function seedFrom(str) {
  let h = 2166136261;
  for (const ch of str) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Group placed at (x, y) with uniform scale; children use local coordinates. */
const g = (x, y, s, content, extra = '') =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"${extra}>${content}</g>`;

/** Point on a circle (angle in degrees, SVG orientation: y grows downwards). */
const polar = (cx, cy, r, deg) => {
  const a = (deg * Math.PI) / 180;
  return [f(cx + r * Math.cos(a)), f(cy + r * Math.sin(a))];
};

/** Gradients and shared paint servers available in every SVG. */
const COMMON_DEFS = `
  <linearGradient id="gWall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.ice3}"/><stop offset="1" stop-color="${C.ice1}"/>
  </linearGradient>
  <linearGradient id="gFloor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.ice2}"/><stop offset="1" stop-color="#b9d4ef"/>
  </linearGradient>
  <linearGradient id="gUnit" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4eef8"/>
  </linearGradient>
  <linearGradient id="gMetal" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f7fafd"/><stop offset="1" stop-color="#d5e1ed"/>
  </linearGradient>
  <linearGradient id="gFrost" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.ice3}"/><stop offset="0.55" stop-color="${C.ice1}"/>
    <stop offset="1" stop-color="${C.ice2}"/>
  </linearGradient>
  <linearGradient id="gShell" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#2f66a3"/><stop offset="0.45" stop-color="${C.navy2}"/>
    <stop offset="1" stop-color="${C.navy}"/>
  </linearGradient>
  <linearGradient id="gSky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#8fc0ee"/><stop offset="1" stop-color="${C.ice1}"/>
  </linearGradient>
  <linearGradient id="gCaseBack" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${C.ice2}"/>
  </linearGradient>
  <radialGradient id="gBulb" cx="0.5" cy="0.45" r="0.5">
    <stop offset="0" stop-color="#fff8dc"/><stop offset="1" stop-color="${C.yellow}"/>
  </radialGradient>
  <radialGradient id="gGlowYellow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.yellow}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${C.yellow}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="gHeroBg" x1="0" y1="0" x2="1" y2="0.35">
    <stop offset="0" stop-color="${C.navy}"/><stop offset="0.55" stop-color="#0d3260"/>
    <stop offset="1" stop-color="#134f93"/>
  </linearGradient>
  <radialGradient id="gHeroGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.mid}" stop-opacity="0.5"/>
    <stop offset="1" stop-color="${C.mid}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="gCard" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.ice3}"/><stop offset="1" stop-color="${C.ice1}"/>
  </linearGradient>
  <linearGradient id="gAvatarBg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.ice3}"/><stop offset="1" stop-color="${C.ice2}"/>
  </linearGradient>
  <clipPath id="clipCard"><rect x="930" y="100" width="620" height="700" rx="40"/></clipPath>`;

function svgDoc(w, h, body, extraDefs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${COMMON_DEFS}${extraDefs}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------
// Drawing helpers (each returns an SVG fragment)
// ---------------------------------------------------------------------------

/** Six-armed snowflake centred at (x, y) with arm length r. */
function snowflake(x, y, r, color = C.white, opacity = 1, sw = Math.max(1.5, r * 0.14)) {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = -90 + i * 60;
    const [ex, ey] = polar(0, 0, r, a);
    d += `M0 0L${ex} ${ey}`;
    const [bx, by] = polar(0, 0, r * 0.55, a);
    for (const side of [-1, 1]) {
      const [tx, ty] = polar(bx, by, r * 0.3, a + side * 45);
      d += `M${bx} ${by}L${tx} ${ty}`;
    }
  }
  return `<path transform="translate(${f(x)} ${f(y)})" d="${d}" fill="none" stroke="${color}" stroke-width="${f(sw)}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Soft floor shadow. */
const shadow = (cx, cy, rx, ry, opacity = 0.12) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${C.navy}" opacity="${opacity}"/>`;

/** Copper pipe along a path (d), with darker edge and a light highlight. */
function pipe(d, w = 10) {
  return (
    `<path d="${d}" fill="none" stroke="${C.copperDark}" stroke-width="${w + 3}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.copper}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.copperLight}" stroke-width="${f(w * 0.3)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.8" transform="translate(0 ${f(-w * 0.18)})"/>`
  );
}

/** Thermal insulation sleeve (white foam) along a path. */
function insulation(d, w = 30) {
  return (
    `<path d="${d}" fill="none" stroke="#c3d3e3" stroke-width="${w + 4}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.ice3}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.line}" stroke-width="3" stroke-dasharray="4 26" stroke-linejoin="round"/>`
  );
}

/** Charging hose (blue / yellow / red) along a path. */
function hose(d, color, w = 8) {
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${f(w * 0.3)}" stroke-linecap="round" opacity="0.3"/>`
  );
}

/** Electrical wire along a path. */
const wire = (d, color, w = 6) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Wall-mounted split indoor unit. Local size 320 x 100, origin top-left.
 * `open` lifts the front cover and shows the evaporator fins.
 */
function splitIndoorUnit(x, y, s, { open = false } = {}) {
  let fins = '';
  if (open) {
    for (let i = 0; i < 34; i++) fins += `<rect x="${24 + i * 8}" y="22" width="3" height="44" fill="${C.grey}" opacity="0.55"/>`;
  }
  const cover = open
    ? `<path d="M6 24 L30 -58 H292 L314 24 Z" fill="url(#gUnit)" stroke="#c3d4e6" stroke-width="2"/>
       <path d="M34 -44 H288" stroke="${C.ice2}" stroke-width="6" stroke-linecap="round"/>`
    : '';
  return g(
    x,
    y,
    s,
    `${cover}
    <rect x="0" y="0" width="320" height="100" rx="22" fill="url(#gUnit)" stroke="#c3d4e6" stroke-width="2"/>
    ${open ? `<rect x="18" y="16" width="284" height="54" rx="8" fill="${C.ice2}"/>${fins}` : `<rect x="18" y="14" width="284" height="5" rx="2.5" fill="${C.ice2}"/><path d="M12 68 H308" stroke="#dbe6f1" stroke-width="2"/>`}
    <rect x="22" y="76" width="276" height="16" rx="8" fill="#d6e3f0"/>
    <rect x="30" y="81" width="260" height="6" rx="3" fill="${C.grey}" opacity="0.7"/>
    ${open ? '' : `<rect x="236" y="36" width="44" height="12" rx="6" fill="${C.ice1}"/><circle cx="290" cy="42" r="4" fill="${C.mid}"/>`}`
  );
}

/** Cool airflow waves coming down from a louver at (x, y), spread over width w. */
function airflow(x, y, w, len, { n = 5, color = C.mid, opacity = 0.55, flakes = true } = {}) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x0 = x + (i * w) / (n - 1);
    const drift = (i - (n - 1) / 2) * 10;
    const seg = len / 4;
    const d = `M${f(x0)} ${f(y)} q${f(14 + drift / 2)} ${f(seg / 2)} ${f(drift / 2)} ${f(seg)} t${f(drift / 2)} ${f(seg)} t${f(drift / 2)} ${f(seg)} t${f(drift / 2)} ${f(seg)}`;
    out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-dasharray="${f(len * 0.18)} 12" opacity="${opacity}"/>`;
  }
  if (flakes) {
    out += snowflake(x + w * 0.22, y + len * 0.75, 9, color, opacity + 0.2);
    out += snowflake(x + w * 0.68, y + len * 0.95, 11, color, opacity + 0.2);
  }
  return out;
}

/** Outdoor condenser unit. Local size 280 x 210 (plus service valves at x≈292). */
function condenser(x, y, s, { flip = false } = {}) {
  let rings = '';
  for (const r of [76, 62, 48, 34, 20]) rings += `<circle cx="110" cy="108" r="${r}" fill="none" stroke="#cdd9e5" stroke-width="2.5"/>`;
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const [x1, y1] = polar(110, 108, 14, i * 45);
    const [x2, y2] = polar(110, 108, 78, i * 45);
    spokes += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#cdd9e5" stroke-width="2"/>`;
  }
  let blades = '';
  for (let i = 0; i < 3; i++) blades += `<path d="M0 0 C18 -18 34 -58 8 -70 C-12 -62 -10 -22 0 0 Z" fill="#4b6a8f" transform="rotate(${i * 120 + 20})"/>`;
  let louvres = '';
  for (let yy = 38; yy <= 176; yy += 10) louvres += `<rect x="210" y="${yy}" width="50" height="4" rx="2" fill="#b9c9d9"/>`;
  const body = `
    ${shadow(140, 212, 150, 9)}
    <rect x="20" y="196" width="40" height="14" rx="3" fill="${C.greyDark}"/>
    <rect x="220" y="196" width="40" height="14" rx="3" fill="${C.greyDark}"/>
    <rect x="0" y="0" width="280" height="200" rx="14" fill="url(#gMetal)" stroke="${C.line}" stroke-width="2"/>
    <rect x="0" y="0" width="280" height="18" rx="9" fill="#eaf1f8" stroke="${C.line}" stroke-width="2"/>
    <circle cx="110" cy="108" r="82" fill="#d9e3ed"/>
    <circle cx="110" cy="108" r="78" fill="#1d3557"/>
    <g transform="translate(110 108)">${blades}</g>
    <circle cx="110" cy="108" r="12" fill="${C.grey}"/>
    ${spokes}${rings}
    <rect x="204" y="28" width="62" height="158" rx="8" fill="#e3ebf3"/>
    ${louvres}
    <rect x="276" y="148" width="18" height="12" rx="3" fill="${C.copper}"/>
    <rect x="276" y="170" width="18" height="12" rx="3" fill="${C.copper}"/>
    <circle cx="288" cy="145" r="5" fill="${C.grey}"/><circle cx="288" cy="167" r="5" fill="${C.grey}"/>`;
  if (flip) return `<g transform="translate(${f(x + 280 * s)} ${f(y)}) scale(${-s} ${s})">${body}</g>`;
  return g(x, y, s, body);
}

/** World coordinates of the condenser's two service valves [suction, liquid]. */
function condenserPorts(x, y, s, flip = false) {
  const px = flip ? x + (280 - 294) * s : x + 294 * s;
  return [
    [f(px), f(y + 154 * s)],
    [f(px), f(y + 176 * s)],
  ];
}

/** Round pressure gauge (no numbers, only ticks) centred at (x, y). */
function gauge(x, y, r, rim) {
  let ticks = '';
  for (let i = 0; i <= 10; i++) {
    const a = 135 + i * 27;
    const [x1, y1] = polar(x, y, r * (i % 5 === 0 ? 0.56 : 0.63), a);
    const [x2, y2] = polar(x, y, r * 0.72, a);
    ticks += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.navy}" stroke-width="${f(r * 0.045)}" stroke-linecap="round"/>`;
  }
  const [ax, ay] = polar(x, y, r * 0.66, 300);
  const [bx, by] = polar(x, y, r * 0.66, 405);
  const [nx, ny] = polar(x, y, r * 0.62, 240);
  const [hx1, hy1] = polar(x, y, r * 0.7, 200);
  const [hx2, hy2] = polar(x, y, r * 0.7, 250);
  return `
    <circle cx="${f(x)}" cy="${f(y + r * 0.06)}" r="${f(r)}" fill="${C.navy}" opacity="0.15"/>
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rim}"/>
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.82)}" fill="#ffffff"/>
    <path d="M${ax} ${ay} A${f(r * 0.66)} ${f(r * 0.66)} 0 0 1 ${bx} ${by}" fill="none" stroke="${rim}" stroke-width="${f(r * 0.1)}" opacity="0.45"/>
    ${ticks}
    <line x1="${f(x)}" y1="${f(y)}" x2="${nx}" y2="${ny}" stroke="${C.navy}" stroke-width="${f(r * 0.07)}" stroke-linecap="round"/>
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.1)}" fill="${C.navy}"/>
    <path d="M${hx1} ${hy1} A${f(r * 0.7)} ${f(r * 0.7)} 0 0 1 ${hx2} ${hy2}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.08)}" stroke-linecap="round" opacity="0.6"/>`;
}

/** Manifold gauge set: body centred on x, top at y; gauges above. Local width ~280. */
function manifold(x, y, s) {
  return g(
    x,
    y,
    s,
    `<rect x="-66" y="-16" width="12" height="18" fill="${C.grey}"/>
    <rect x="54" y="-16" width="12" height="18" fill="${C.grey}"/>
    ${gauge(-60, -64, 50, C.blue)}${gauge(60, -64, 50, C.red)}
    <rect x="-142" y="8" width="34" height="34" rx="8" fill="${C.blue}"/>
    <rect x="108" y="8" width="34" height="34" rx="8" fill="${C.red}"/>
    <rect x="-110" y="0" width="220" height="50" rx="12" fill="url(#gMetal)" stroke="${C.line}" stroke-width="2"/>
    <circle cx="0" cy="25" r="10" fill="${C.ice2}" stroke="${C.grey}" stroke-width="2"/>
    <rect x="-57" y="48" width="14" height="14" rx="2" fill="${C.copperLight}"/>
    <rect x="-7" y="48" width="14" height="14" rx="2" fill="${C.copperLight}"/>
    <rect x="43" y="48" width="14" height="14" rx="2" fill="${C.copperLight}"/>`
  );
}

/** World coordinates of the manifold's three hose ports [low, service, high]. */
const manifoldPorts = (x, y, s) => [-50, 0, 50].map((px) => [f(x + px * s), f(y + 62 * s)]);

/** Closed toolbox. Local size 220 x 130, origin top-left (handle on top). */
function toolbox(x, y, s) {
  return g(
    x,
    y,
    s,
    `${shadow(110, 130, 118, 8)}
    <path d="M70 30 V12 Q70 2 80 2 H140 Q150 2 150 12 V30" fill="none" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>
    <rect x="0" y="44" width="220" height="86" rx="10" fill="${C.blue}"/>
    <rect x="0" y="96" width="220" height="6" fill="${C.blue2}"/>
    <rect x="-4" y="26" width="228" height="32" rx="8" fill="${C.blue2}"/>
    <rect x="6" y="30" width="208" height="5" rx="2.5" fill="#ffffff" opacity="0.25"/>
    <rect x="30" y="50" width="22" height="20" rx="4" fill="${C.yellow}"/>
    <rect x="168" y="50" width="22" height="20" rx="4" fill="${C.yellow}"/>`
  );
}

/** Digital multimeter (bar-graph display, no digits). Local size 130 x 220. */
function multimeter(x, y, s) {
  let ticks = '';
  for (let i = 0; i < 8; i++) {
    const [x1, y1] = polar(65, 142, 34, i * 45 - 90);
    const [x2, y2] = polar(65, 142, 40, i * 45 - 90);
    ticks += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.ice2}" stroke-width="3" stroke-linecap="round"/>`;
  }
  let bars = '';
  for (let i = 0; i < 9; i++) bars += `<rect x="${30 + i * 8}" y="${60 - i * 3}" width="5" height="${8 + i * 3}" rx="1" fill="${C.navy}" opacity="${i < 6 ? 0.85 : 0.25}"/>`;
  return g(
    x,
    y,
    s,
    `${shadow(65, 220, 70, 7)}
    <rect x="0" y="0" width="130" height="220" rx="20" fill="${C.yellow}"/>
    <rect x="10" y="10" width="110" height="200" rx="14" fill="#2b3f5a"/>
    <rect x="22" y="24" width="86" height="50" rx="6" fill="${C.ice2}"/>
    ${bars}
    <rect x="24" y="84" width="22" height="10" rx="5" fill="${C.grey}"/>
    <rect x="54" y="84" width="22" height="10" rx="5" fill="${C.grey}"/>
    <rect x="84" y="84" width="22" height="10" rx="5" fill="${C.mid}"/>
    ${ticks}
    <circle cx="65" cy="142" r="28" fill="${C.greyDark}"/>
    <circle cx="65" cy="142" r="21" fill="${C.grey}"/>
    <rect x="61" y="116" width="8" height="26" rx="4" fill="${C.ice3}" transform="rotate(35 65 142)"/>
    <circle cx="35" cy="192" r="8" fill="#0a1a30" stroke="${C.grey}" stroke-width="2"/>
    <circle cx="65" cy="192" r="8" fill="${C.red}" stroke="${C.grey}" stroke-width="2"/>
    <circle cx="95" cy="192" r="8" fill="${C.red}" stroke="${C.grey}" stroke-width="2"/>`
  );
}

/** Test probe whose tip is at (x, y), pointing in direction `angle` (deg). */
function probe(x, y, angle, color) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle})">
    <line x1="0" y1="0" x2="-26" y2="0" stroke="${C.grey}" stroke-width="4" stroke-linecap="round"/>
    <rect x="-70" y="-8" width="46" height="16" rx="6" fill="${color}"/>
    <rect x="-34" y="-11" width="6" height="22" rx="2" fill="${color}"/>
  </g>`;
}

/**
 * Electrical distribution panel with DIN rails and breakers.
 * Local size 300 x 400, origin top-left.
 */
function electricalPanel(x, y, s) {
  const breakers = (yy, count, mainFirst) => {
    let out = `<rect x="36" y="${yy + 30}" width="228" height="10" fill="${C.grey}"/>`;
    let xx = 44;
    for (let i = 0; i < count; i++) {
      const w = mainFirst && i === 0 ? 46 : 24;
      out += `<rect x="${xx}" y="${yy}" width="${w - 3}" height="70" rx="3" fill="${C.ice3}" stroke="${C.grey}" stroke-width="2"/>`;
      const tw = mainFirst && i === 0 ? w - 19 : 10;
      out += `<rect x="${xx + (w - 3 - tw) / 2}" y="${yy + 16}" width="${tw}" height="22" rx="2" fill="${mainFirst && i === 0 ? C.yellow : C.navy}"/>`;
      xx += w;
    }
    out += `<rect x="44" y="${yy + 78}" width="212" height="8" rx="4" fill="${C.ice1}"/>`;
    return out;
  };
  const wireColors = [C.navy, C.blue, C.red, C.yellow, C.grey, C.mid];
  let inner = '';
  wireColors.forEach((c, i) => {
    const wx = 60 + i * 34;
    inner += wire(`M${wx} 290 C${wx} 320 ${120 + i * 12} 330 ${120 + i * 12} 372`, c, 5);
  });
  let screws = '';
  for (let i = 0; i < 7; i++) screws += `<circle cx="${64 + i * 28}" cy="336" r="4" fill="${C.grey}"/>`;
  return g(
    x,
    y,
    s,
    `${shadow(150, 404, 150, 8)}
    <rect x="0" y="0" width="300" height="400" rx="12" fill="#dfe8f1" stroke="${C.line}" stroke-width="3"/>
    <rect x="18" y="18" width="264" height="364" rx="6" fill="#ffffff"/>
    <path d="M150 30 L172 68 H128 Z" fill="${C.yellow}" stroke="${C.navy}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M153 38 L142 55 H151 L146 64 L158 49 H149 Z" fill="${C.navy}"/>
    ${breakers(86, 8, true)}
    ${breakers(194, 9, false)}
    <rect x="52" y="328" width="196" height="16" rx="3" fill="${C.copper}"/>
    ${screws}
    ${inner}
    <rect x="110" y="376" width="80" height="14" rx="4" fill="${C.greyDark}"/>`
  );
}

/** Hermetic compressor with open terminal box. Local size 200 x 256. */
function compressor(x, y, s) {
  return g(
    x,
    y,
    s,
    `${shadow(100, 256, 110, 9)}
    ${pipe('M150 70 V20 Q150 4 166 4 H214', 11)}
    ${pipe('M64 60 V14', 8)}
    <rect x="0" y="236" width="200" height="16" rx="4" fill="${C.navy}"/>
    <ellipse cx="30" cy="252" rx="14" ry="6" fill="#0a1a30"/><ellipse cx="170" cy="252" rx="14" ry="6" fill="#0a1a30"/>
    <path d="M30 80 C30 22 170 22 170 80 V228 C170 244 30 244 30 228 Z" fill="url(#gShell)"/>
    <path d="M30 112 H170" stroke="#4f7db0" stroke-width="4"/>
    <path d="M44 60 C52 42 70 34 90 32" stroke="#ffffff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.2"/>
    <rect x="116" y="132" width="40" height="26" rx="3" fill="${C.ice1}" opacity="0.85"/>
    <rect x="122" y="140" width="28" height="3" fill="${C.grey}"/><rect x="122" y="148" width="20" height="3" fill="${C.grey}"/>
    <rect x="38" y="126" width="70" height="70" rx="8" fill="${C.greyLight}" stroke="${C.grey}" stroke-width="2"/>
    <rect x="48" y="136" width="50" height="50" rx="5" fill="${C.navy}"/>
    <circle cx="73" cy="150" r="6" fill="${C.copperLight}"/>
    <circle cx="60" cy="172" r="6" fill="${C.copperLight}"/>
    <circle cx="86" cy="172" r="6" fill="${C.copperLight}"/>
    <rect x="64" y="194" width="18" height="12" rx="2" fill="${C.greyDark}"/>`
  );
}

/** Walk-in cold room front wall with frosted door. Local size 560 x 520. */
function coldRoom(x, y, s) {
  let seams = '';
  for (let xx = 80; xx < 560; xx += 80) {
    if (xx > 140 && xx < 440) continue;
    seams += `<rect x="${xx - 1}" y="28" width="2" height="492" fill="${C.ice2}"/>`;
  }
  let checker = '';
  for (let xx = 176; xx < 410; xx += 16) checker += `<path d="M${xx} 478 l10 10 M${xx + 8} 500 l10 -10" stroke="${C.grey}" stroke-width="2" opacity="0.6"/>`;
  // Jagged frost along the top and the gasket, like ice crystals.
  let frostTop = 'M166 86';
  for (let i = 0; i <= 24; i++) frostTop += ` L${166 + i * 10.33} ${86 + (i % 2 ? 16 : 6) + (i % 5 === 0 ? 8 : 0)}`;
  frostTop += ' L414 86 Z';
  let frostSide = 'M166 86';
  for (let i = 0; i <= 38; i++) frostSide += ` L${166 + (i % 2 ? 12 : 4) + (i % 7 === 0 ? 6 : 0)} ${86 + i * 10}`;
  frostSide += ' L166 470 Z';
  return g(
    x,
    y,
    s,
    `${shadow(280, 520, 290, 10)}
    <rect x="0" y="28" width="560" height="492" fill="url(#gUnit)" stroke="#c3d4e6" stroke-width="2"/>
    ${seams}
    <rect x="-8" y="0" width="576" height="32" rx="6" fill="${C.blue}"/>
    <rect x="-8" y="24" width="576" height="8" fill="${C.blue2}"/>
    <rect x="150" y="70" width="280" height="450" rx="6" fill="#dbe7f3"/>
    <rect x="166" y="86" width="248" height="434" rx="4" fill="url(#gFrost)" stroke="#b3cbe3" stroke-width="3"/>
    <path d="${frostTop}" fill="#ffffff" opacity="0.9"/>
    <path d="${frostSide}" fill="#ffffff" opacity="0.85"/>
    <path d="M200 140 L260 110 M196 190 L330 120 M210 230 L380 140" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.55"/>
    ${snowflake(300, 250, 34, C.mid, 0.35)}
    ${snowflake(236, 360, 18, C.mid, 0.3)}
    ${snowflake(350, 390, 14, C.mid, 0.3)}
    <rect x="166" y="470" width="248" height="50" fill="#e3ebf3"/>
    ${checker}
    <rect x="156" y="132" width="22" height="44" rx="5" fill="${C.greyDark}"/>
    <rect x="156" y="404" width="22" height="44" rx="5" fill="${C.greyDark}"/>
    <rect x="368" y="236" width="34" height="100" rx="10" fill="${C.greyDark}"/>
    <rect x="376" y="252" width="18" height="112" rx="9" fill="${C.grey}"/>
    <rect x="380" y="258" width="6" height="96" rx="3" fill="#ffffff" opacity="0.5"/>
    <rect x="262" y="42" width="56" height="18" rx="9" fill="${C.yellow}"/>
    <rect x="268" y="46" width="44" height="6" rx="3" fill="#fff3c4"/>
    <rect x="456" y="146" width="76" height="58" rx="10" fill="${C.navy}"/>
    <rect x="466" y="156" width="56" height="26" rx="5" fill="#12365f"/>
    <rect x="472" y="164" width="30" height="10" rx="3" fill="${C.mid}"/>
    ${snowflake(512, 169, 7, C.ice2, 1, 2)}
    <circle cx="474" cy="193" r="4" fill="${C.greenLight}"/><circle cx="488" cy="193" r="4" fill="${C.grey}"/>
    ${thermometer(484, 260, 0.7)}`
  );
}

/**
 * Commercial open multideck display case with shelves of products.
 * Local size 380 x 460. Uses the seeded PRNG for product arrangement.
 */
function displayCase(x, y, s, rng) {
  const colors = [C.blue, C.mid, C.white, C.yellow, C.copper, C.red, C.green, C.ice2, C.navy2];
  const pick = () => colors[Math.floor(rng() * colors.length)];
  const shelfBases = [140, 222, 304, 366];
  let products = '';
  for (const base of shelfBases) {
    let xx = 34;
    while (xx < 340) {
      const kind = Math.floor(rng() * 4);
      const c = pick();
      if (kind === 0) {
        // bottle
        const h = 44 + Math.floor(rng() * 12);
        products += `<rect x="${xx}" y="${base - h}" width="18" height="${h}" rx="7" fill="${c}" stroke="${C.navy}" stroke-opacity="0.15" stroke-width="2"/>`;
        products += `<rect x="${xx + 5}" y="${base - h - 8}" width="8" height="10" rx="2" fill="${C.navy2}"/>`;
        products += `<rect x="${xx + 2}" y="${base - h * 0.6}" width="14" height="${f(h * 0.25)}" fill="#ffffff" opacity="0.6"/>`;
        xx += 24;
      } else if (kind === 1) {
        // carton
        const h = 36 + Math.floor(rng() * 14);
        products += `<rect x="${xx}" y="${base - h}" width="30" height="${h}" rx="3" fill="${c}" stroke="${C.navy}" stroke-opacity="0.15" stroke-width="2"/>`;
        products += `<path d="M${xx} ${base - h} l15 -10 l15 10 Z" fill="${c}" stroke="${C.navy}" stroke-opacity="0.15" stroke-width="2"/>`;
        products += `<rect x="${xx + 5}" y="${base - h * 0.55}" width="20" height="8" rx="2" fill="#ffffff" opacity="0.55"/>`;
        xx += 36;
      } else if (kind === 2) {
        // jar / yoghurt pot
        products += `<rect x="${xx}" y="${base - 30}" width="28" height="30" rx="6" fill="${c}" stroke="${C.navy}" stroke-opacity="0.15" stroke-width="2"/>`;
        products += `<rect x="${xx - 2}" y="${base - 36}" width="32" height="8" rx="3" fill="${C.navy2}" opacity="0.8"/>`;
        xx += 34;
      } else {
        // low tray
        products += `<rect x="${xx}" y="${base - 18}" width="40" height="18" rx="5" fill="${c}" stroke="${C.navy}" stroke-opacity="0.15" stroke-width="2"/>`;
        products += `<rect x="${xx + 4}" y="${base - 22}" width="32" height="6" rx="3" fill="#ffffff" opacity="0.8"/>`;
        xx += 46;
      }
    }
  }
  let grille = '';
  for (let yy = 392; yy < 430; yy += 9) grille += `<rect x="40" y="${yy}" width="300" height="4" rx="2" fill="${C.blue2}"/>`;
  let curtain = '';
  for (let xx = 40; xx < 350; xx += 26) curtain += `<path d="M${xx} 64 V360" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 14" opacity="0.55"/>`;
  return g(
    x,
    y,
    s,
    `${shadow(190, 460, 200, 9)}
    <rect x="24" y="50" width="332" height="330" fill="url(#gCaseBack)"/>
    <clipPath id="caseClip"><rect x="24" y="58" width="332" height="320"/></clipPath>
    <g clip-path="url(#caseClip)">${products}</g>
    ${shelfBases
      .slice(0, 3)
      .map((b) => `<rect x="24" y="${b}" width="332" height="6" fill="${C.grey}"/><rect x="24" y="${b + 6}" width="332" height="5" fill="${C.blue}"/>`)
      .join('')}
    ${curtain}
    <path d="M24 58 L120 58 L40 378 L24 378 Z" fill="#ffffff" opacity="0.18"/>
    <rect x="0" y="0" width="380" height="52" rx="10" fill="${C.navy}"/>
    <rect x="24" y="50" width="332" height="10" fill="#fff3c4"/>
    <rect x="0" y="0" width="26" height="460" rx="8" fill="${C.navy2}"/>
    <rect x="354" y="0" width="26" height="460" rx="8" fill="${C.navy2}"/>
    <rect x="16" y="370" width="348" height="14" rx="4" fill="${C.grey}"/>
    <rect x="16" y="382" width="348" height="62" fill="${C.blue}"/>
    ${grille}
    <rect x="10" y="440" width="360" height="20" rx="4" fill="${C.navy}"/>
    ${snowflake(190, 26, 13, C.ice2, 0.9, 3)}`
  );
}

/** Simple thermometer (blue column). Local size ~40 x 200, origin top-left. */
function thermometer(x, y, s) {
  let ticks = '';
  for (let i = 0; i < 7; i++) ticks += `<rect x="30" y="${26 + i * 20}" width="${i % 2 ? 8 : 12}" height="3" rx="1.5" fill="${C.grey}"/>`;
  return g(
    x,
    y,
    s,
    `<rect x="6" y="0" width="28" height="170" rx="14" fill="#ffffff" stroke="${C.line}" stroke-width="3"/>
    <circle cx="20" cy="176" r="22" fill="#ffffff" stroke="${C.line}" stroke-width="3"/>
    <circle cx="20" cy="176" r="15" fill="${C.mid}"/>
    <rect x="15" y="90" width="10" height="90" rx="5" fill="${C.mid}"/>
    ${ticks}`
  );
}

/**
 * Geometric person (no face). Feet at (x, y), local height ≈ 340.
 * Arms are polylines from the shoulder in local coordinates facing right (+x);
 * `flip` mirrors the figure so it faces left.
 */
function person(x, y, s, o = {}) {
  const skin = o.skin ?? '#c98e62';
  const shirt = o.shirt ?? C.blue;
  const pants = o.pants ?? C.navy;
  const hairColor = o.hairColor ?? '#2a1d14';
  const armBack = o.armBack ?? [
    [-38, -256],
    [-48, -200],
    [-50, -150],
  ];
  const armFront = o.armFront ?? [
    [38, -256],
    [48, -200],
    [50, -150],
  ];
  const pl = (pts) => 'M' + pts.map((p) => p.join(' ')).join(' L');
  const arm = (pts) => {
    const [hx, hy] = pts[pts.length - 1];
    return (
      `<path d="${pl(pts)}" fill="none" stroke="${shirt}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${pl(pts)}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 2)"/>` +
      `<circle cx="${hx}" cy="${hy}" r="12" fill="${skin}"/>`
    );
  };
  const hair =
    o.hair === 'cap'
      ? `<path d="M-33 -312 C-33 -350 33 -350 33 -312 Z" fill="${o.capColor ?? C.blue}"/><path d="M14 -316 H52 Q58 -316 56 -310 Q54 -305 48 -305 H14 Z" fill="${o.capColor ?? C.blue}"/><rect x="-33" y="-316" width="48" height="6" fill="#000000" opacity="0.12"/>`
      : `<path d="M-31 -302 C-38 -346 30 -356 33 -306 C24 -322 4 -326 -12 -320 C-20 -316 -26 -310 -31 -302 Z" fill="${hairColor}"/>`;
  const body = `
    ${shadow(0, 0, 64, 8)}
    ${arm(armBack)}
    <path d="M-40 -150 L-38 -8 H-6 L0 -118 L6 -8 H38 L40 -150 Z" fill="${pants}"/>
    <rect x="-46" y="-14" width="42" height="16" rx="7" fill="#0a1a30"/>
    <rect x="4" y="-14" width="42" height="16" rx="7" fill="#0a1a30"/>
    <rect x="-10" y="-290" width="20" height="24" fill="${skin}"/>
    <path d="M-46 -250 Q-46 -274 -24 -274 H24 Q46 -274 46 -250 L42 -144 H-42 Z" fill="${shirt}"/>
    <path d="M-16 -274 L0 -254 L16 -274 Z" fill="#ffffff" opacity="0.55"/>
    <rect x="-42" y="-156" width="84" height="12" fill="${C.navy}" opacity="0.55"/>
    <rect x="14" y="-240" width="18" height="11" rx="2" fill="${C.yellow}"/>
    <circle cx="0" cy="-310" r="31" fill="${skin}"/>
    ${hair}
    ${arm(armFront)}
    ${o.holding ?? ''}`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${o.flip ? -s : s} ${s})">${body}</g>`;
}

/** Step ladder: top at yTop, height h, width w, left edge at x. */
function ladder(x, yTop, h, w = 100) {
  let rungs = '';
  for (let yy = yTop + 50; yy < yTop + h - 20; yy += 56) rungs += `<rect x="${x + 8}" y="${yy}" width="${w - 16}" height="10" rx="3" fill="${C.line}"/>`;
  return `${shadow(x + w / 2, yTop + h, w * 0.7, 7)}
    <rect x="${x}" y="${yTop}" width="12" height="${h}" rx="4" fill="${C.grey}"/>
    <rect x="${x + w - 12}" y="${yTop}" width="12" height="${h}" rx="4" fill="${C.grey}"/>
    ${rungs}
    <rect x="${x - 8}" y="${yTop - 12}" width="${w + 16}" height="16" rx="5" fill="${C.blue}"/>
    <rect x="${x - 4}" y="${yTop + h - 8}" width="20" height="8" rx="3" fill="${C.navy}"/>
    <rect x="${x + w - 16}" y="${yTop + h - 8}" width="20" height="8" rx="3" fill="${C.navy}"/>`;
}

/** Sun with short rays. */
function sun(x, y, r) {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const [x1, y1] = polar(x, y, r * 1.3, i * 30);
    const [x2, y2] = polar(x, y, r * 1.6, i * 30);
    rays += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.yellow}" stroke-width="${f(r * 0.14)}" stroke-linecap="round"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${f(r * 1.9)}" fill="url(#gGlowYellow)"/>${rays}<circle cx="${x}" cy="${y}" r="${r}" fill="${C.yellow}"/>`;
}

/** Fluffy flat cloud. */
const cloud = (x, y, s, opacity = 0.9) =>
  g(
    x,
    y,
    s,
    `<path d="M0 40 Q0 18 22 18 Q30 0 52 4 Q68 -8 86 8 Q110 6 112 28 Q126 32 124 40 Z" fill="#ffffff" opacity="${opacity}"/>`
  );

/** Window with sky, sun and a cloud. */
function windowView(x, y, w, h, { sunPos = [0.7, 0.32] } = {}) {
  return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" rx="10" fill="#ffffff" stroke="${C.line}" stroke-width="2"/>
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
      <rect width="${w}" height="${h}" fill="url(#gSky)"/>
      ${sun(f(w * sunPos[0]), f(h * sunPos[1]), Math.min(w, h) * 0.13)}
      ${cloud(w * 0.08, h * 0.55, Math.min(w, h) / 300)}
      <path d="M0 ${h} L0 ${f(h * 0.82)} Q${f(w * 0.3)} ${f(h * 0.72)} ${f(w * 0.6)} ${f(h * 0.84)} T${w} ${f(h * 0.8)} V${h} Z" fill="${C.ice2}"/>
    </svg>
    <rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#ffffff"/>
    <rect x="${x - 20}" y="${y + h + 8}" width="${w + 40}" height="14" rx="5" fill="#ffffff" stroke="${C.line}" stroke-width="2"/>`;
}

/** Leaf (eco symbol). Local size ~80 x 50, base at origin, pointing up-right. */
function leaf(x, y, s, rot = 0) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})">
    <path d="M0 0 C8 -32 38 -50 78 -50 C76 -14 46 8 0 0 Z" fill="${C.green}"/>
    <path d="M2 -2 C24 -14 44 -28 66 -42" fill="none" stroke="${C.greenLight}" stroke-width="4" stroke-linecap="round"/>
    <path d="M-6 6 L4 -4" stroke="${C.green}" stroke-width="5" stroke-linecap="round"/>
  </g>`;
}

/** White round badge with a leaf inside. */
const leafBadge = (x, y, r) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" stroke="${C.greenLight}" stroke-width="${f(r * 0.1)}"/>` + leaf(x - r * 0.45, y + r * 0.35, r / 70);

/**
 * Refrigerant / gas cylinder. Local size 110 x 204 (handle shroud on top).
 * Origin top-left of the shroud.
 */
function gasCylinder(x, y, s, color, { badge = '' } = {}) {
  return g(
    x,
    y,
    s,
    `${shadow(55, 204, 60, 6)}
    <rect x="16" y="190" width="78" height="14" rx="4" fill="${C.navy}" opacity="0.7"/>
    <path d="M10 64 C10 34 30 26 55 26 C80 26 100 34 100 64 V182 C100 194 90 198 55 198 C20 198 10 194 10 182 Z" fill="${color}"/>
    <rect x="22" y="56" width="12" height="128" rx="6" fill="#ffffff" opacity="0.28"/>
    <path d="M84 50 C94 60 96 70 96 80 V180" stroke="#000000" stroke-width="8" opacity="0.1" fill="none"/>
    <rect x="10" y="112" width="90" height="34" fill="#ffffff" opacity="0.85"/>
    <rect x="50" y="6" width="10" height="24" rx="2" fill="${C.grey}"/>
    <circle cx="55" cy="8" r="6" fill="${C.greyDark}"/>
    <path fill-rule="evenodd" d="M24 40 V6 Q24 -4 34 -4 H76 Q86 -4 86 6 V40 Z M36 4 V22 H74 V4 Z" fill="${color}" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>
    ${badge}`
  );
}

/** Molecule: bonds then atoms with a highlight. */
function molecule(x, y, s, atoms, bonds) {
  let out = '';
  for (const [a, b] of bonds) out += `<line x1="${atoms[a][0]}" y1="${atoms[a][1]}" x2="${atoms[b][0]}" y2="${atoms[b][1]}" stroke="${C.grey}" stroke-width="8" stroke-linecap="round"/>`;
  for (const [ax, ay, r, c] of atoms) {
    out += `<circle cx="${ax}" cy="${ay}" r="${r}" fill="${c}" stroke="${C.navy}" stroke-opacity="0.2" stroke-width="2"/>`;
    out += `<circle cx="${f(ax - r * 0.35)}" cy="${f(ay - r * 0.35)}" r="${f(r * 0.28)}" fill="#ffffff" opacity="0.55"/>`;
  }
  return g(x, y, s, out);
}

/** Box-end wrench lying at an angle. */
const wrench = (x, y, s, rot) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
    <rect x="0" y="-7" width="120" height="14" rx="7" fill="${C.grey}"/>
    <circle cx="0" cy="0" r="16" fill="none" stroke="${C.grey}" stroke-width="9"/>
    <circle cx="120" cy="0" r="13" fill="none" stroke="${C.grey}" stroke-width="8"/>
  </g>`;

/** Screwdriver (vertical, hanging). */
const screwdriver = (x, y, s, color) =>
  g(x, y, s, `<rect x="-3" y="50" width="6" height="70" fill="${C.grey}"/><rect x="-11" y="0" width="22" height="56" rx="8" fill="${color}"/><rect x="-4" y="8" width="3" height="40" rx="1.5" fill="#ffffff" opacity="0.4"/>`);

/** Flat spiral coil of copper tube. */
function copperCoil(x, y, r, turns = 4) {
  let d = '';
  const steps = turns * 36;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = polar(x, y, r * (0.3 + 0.7 * t), i * 10);
    d += (i === 0 ? 'M' : 'L') + px + ' ' + py;
  }
  return pipe(d, 7);
}

/** Briefcase. Local size 240 x 170, origin top-left of the handle. */
const briefcase = (x, y, s) =>
  g(
    x,
    y,
    s,
    `${shadow(120, 172, 130, 8)}
    <path d="M84 34 V14 Q84 4 94 4 H146 Q156 4 156 14 V34" fill="none" stroke="${C.navy}" stroke-width="11"/>
    <rect x="0" y="30" width="240" height="140" rx="16" fill="${C.navy2}"/>
    <rect x="0" y="30" width="240" height="58" rx="16" fill="${C.navy}"/>
    <rect x="0" y="80" width="240" height="10" fill="${C.blue}"/>
    <rect x="104" y="72" width="32" height="26" rx="5" fill="${C.yellow}"/>
    <rect x="114" y="80" width="12" height="8" rx="2" fill="${C.navy}"/>`
  );

/** Cleaning spray bottle standing on the floor at (x, y). */
const sprayBottle = (x, y, s) =>
  g(
    x,
    y,
    s,
    `${shadow(0, 0, 30, 5)}
    <rect x="-22" y="-78" width="44" height="78" rx="12" fill="${C.mid}"/>
    <rect x="-14" y="-52" width="28" height="24" rx="4" fill="#ffffff" opacity="0.75"/>
    <rect x="-9" y="-100" width="18" height="24" rx="3" fill="${C.blue}"/>
    <path d="M-9 -100 H-30 L-34 -92" fill="none" stroke="${C.blue}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M6 -86 Q14 -70 6 -62" fill="none" stroke="${C.blue}" stroke-width="5" stroke-linecap="round"/>`
  );

/** Light bulb with glow; centre of the glass at (x, y). */
function lightBulb(x, y, s) {
  return g(
    x,
    y,
    s,
    `<circle cx="0" cy="0" r="110" fill="url(#gGlowYellow)"/>
    <path d="M-42 -10 A44 44 0 1 1 42 -10 C42 14 22 26 20 48 H-20 C-22 26 -42 14 -42 -10 Z" fill="url(#gBulb)" stroke="${C.yellow}" stroke-width="3"/>
    <path d="M-10 46 L-10 18 L-4 8 L4 18 L10 8 L10 46" fill="none" stroke="#d49a12" stroke-width="3" stroke-linejoin="round"/>
    <path d="M-24 -28 A28 28 0 0 1 0 -38" stroke="#ffffff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.8"/>
    <rect x="-22" y="46" width="44" height="30" rx="5" fill="${C.grey}"/>
    <rect x="-22" y="54" width="44" height="4" fill="${C.greyDark}"/>
    <rect x="-22" y="64" width="44" height="4" fill="${C.greyDark}"/>
    <rect x="-10" y="76" width="20" height="10" rx="4" fill="${C.greyDark}"/>`
  );
}

/** Light background: wall with floor. */
const roomBg = (w, h, floorY) =>
  `<rect width="${w}" height="${floorY}" fill="url(#gWall)"/>
  <rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#gFloor)"/>
  <rect y="${floorY - 6}" width="${w}" height="8" fill="#dbe7f3"/>`;

/** Faint decorative snowflakes scattered with the PRNG inside a box. */
function scatterFlakes(rng, x0, y0, w, h, n, color, opacity) {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += snowflake(x0 + rng() * w, y0 + rng() * h, 8 + rng() * 16, color, opacity);
  }
  return out;
}

/**
 * Hero background: dark calm gradient (left 55% stays empty for the white
 * headline), glow and a light rounded card on the right for the subject.
 * `floorY` is where the card's floor begins.
 */
function heroFrame(rng, content, floorY = 690) {
  return `<rect width="1600" height="900" fill="url(#gHeroBg)"/>
    <circle cx="1240" cy="450" r="560" fill="url(#gHeroGlow)"/>
    ${snowflake(120, 120, 60, '#ffffff', 0.04, 6)}
    ${snowflake(700, 780, 80, '#ffffff', 0.035, 7)}
    <rect x="942" y="116" width="620" height="700" rx="40" fill="#000000" opacity="0.18"/>
    <g clip-path="url(#clipCard)">
      <rect x="930" y="100" width="620" height="700" fill="url(#gCard)"/>
      <rect x="930" y="${floorY}" width="620" height="${800 - floorY}" fill="url(#gFloor)"/>
      <rect x="930" y="${floorY - 5}" width="620" height="7" fill="#dbe7f3"/>
      <circle cx="1490" cy="170" r="120" fill="${C.ice2}" opacity="0.45"/>
      ${content}
    </g>
    ${snowflake(1585, 95, 26, C.ice2, 0.35, 4)}
    ${snowflake(905, 840, 20, C.ice2, 0.25, 3)}`;
}

/**
 * Reusable group: technician holding a manifold connected to a condenser
 * (flipped so its valves face the technician) and a refrigerant cylinder.
 * Local coordinates: floor at y = 0, technician's feet at x = 0,
 * group spans about x -60 … 580, y -350 … 0.
 */
function technicianAtCondenser(ox, oy, s, { withToolbox = false, personOpts = {} } = {}) {
  const mx = 170;
  const my = -215;
  const ms = 0.7;
  const [pLow, pSvc, pHigh] = manifoldPorts(mx, my, ms);
  const [vSuction, vLiquid] = condenserPorts(300, -210, 1, true);
  const hoses =
    hose(`M${pLow[0]} ${pLow[1]} C${pLow[0]} -80 250 -40 ${vSuction[0]} ${vSuction[1]}`, C.blue) +
    hose(`M${pHigh[0]} ${pHigh[1]} C${pHigh[0]} -110 260 -24 ${vLiquid[0]} ${vLiquid[1]}`, C.red) +
    hose(`M${pSvc[0]} ${pSvc[1]} C${pSvc[0]} -110 232 -170 232 -122`, C.yellow);
  const tech = person(0, 0, 1, {
    armBack: [
      [-38, -256],
      [-46, -200],
      [-44, -150],
    ],
    armFront: [
      [38, -256],
      [66, -204],
      [104, -196],
    ],
    ...personOpts,
  });
  return g(
    ox,
    oy,
    s,
    `${condenser(300, -210, 1, { flip: true })}
    ${gasCylinder(200, -125, 0.6, C.mid)}
    ${hoses}
    ${tech}
    ${manifold(mx, my, ms)}
    <circle cx="104" cy="-196" r="12" fill="${personOpts.skin ?? '#c98e62'}"/>
    ${withToolbox ? toolbox(340, -210 - 91, 0.7) : ''}`
  );
}

// ---------------------------------------------------------------------------
// Scenes: courses (1200 x 800)
// ---------------------------------------------------------------------------

function courseFormacao(rng) {
  const floorY = 690;
  let holes = '';
  for (let yy = 172; yy < 440; yy += 24) for (let xx = 78; xx < 330; xx += 24) holes += `<circle cx="${xx}" cy="${yy}" r="3" fill="#c5d9ee"/>`;
  const body = `
    ${roomBg(1200, 800, floorY)}
    <circle cx="980" cy="140" r="200" fill="${C.ice1}"/>
    ${scatterFlakes(rng, 420, 60, 300, 140, 4, C.mid, 0.15)}
    <rect x="60" y="150" width="290" height="300" rx="12" fill="#e1ecf7" stroke="#c9dbee" stroke-width="3"/>
    ${holes}
    ${wrench(96, 200, 1, 0)}
    ${wrench(110, 250, 0.8, 0)}
    ${screwdriver(270, 180, 0.9, C.blue)}
    ${screwdriver(305, 180, 0.9, C.yellow)}
    ${copperCoil(150, 360, 58, 4)}
    ${thermometer(262, 310, 0.55)}
    <rect x="40" y="470" width="330" height="24" rx="6" fill="${C.navy2}"/>
    <rect x="40" y="470" width="330" height="6" rx="3" fill="#ffffff" opacity="0.15"/>
    <rect x="60" y="494" width="18" height="${floorY - 494}" fill="${C.greyDark}"/>
    <rect x="332" y="494" width="18" height="${floorY - 494}" fill="${C.greyDark}"/>
    <rect x="60" y="600" width="290" height="12" fill="${C.grey}"/>
    ${toolbox(70, 470 - 130 * 0.9, 0.9)}
    ${multimeter(290, 470 - 220 * 0.42, 0.42)}
    ${splitIndoorUnit(790, 120, 1.0)}
    ${airflow(830, 232, 240, 110, { n: 5 })}
    ${technicianAtCondenser(450, floorY, 1.2)}`;
  return svgDoc(1200, 800, body);
}

function courseSplit() {
  const floorY = 700;
  const us = 1.15;
  const ux = 230;
  const uy = 170;
  const cx = 880;
  const cy = 420;
  const cs = 0.95;
  const [vS, vL] = condenserPorts(cx, cy, cs, true);
  let bricks = '';
  for (let yy = 0; yy < 800; yy += 26) bricks += `<rect x="760" y="${yy}" width="40" height="2" fill="#9fb3c7"/><rect x="${(yy / 26) % 2 ? 778 : 770}" y="${yy}" width="2" height="26" fill="#9fb3c7"/>`;
  const xr = ux + 320 * us;
  const body = `
    <rect width="800" height="${floorY}" fill="url(#gWall)"/>
    <rect y="${floorY}" width="800" height="${800 - floorY}" fill="url(#gFloor)"/>
    <rect y="${floorY - 6}" width="800" height="8" fill="#dbe7f3"/>
    <rect x="780" width="420" height="800" fill="url(#gSky)"/>
    ${sun(1110, 96, 34)}
    ${cloud(900, 120, 0.9)}
    ${cloud(1040, 230, 0.6, 0.8)}
    <rect x="780" y="${floorY + 20}" width="420" height="80" fill="${C.ice2}"/>
    <rect x="760" y="0" width="40" height="800" fill="${C.line}"/>
    ${bricks}
    ${splitIndoorUnit(ux, uy, us)}
    ${airflow(ux + 40, uy + 112 * us, 300, 120, { n: 6 })}
    ${pipe(`M${xr - 20} ${uy + 58} H822 Q837 ${uy + 58} 837 ${uy + 73} V${vS[1] - 15} Q837 ${vS[1]} ${vS[0] + 8} ${vS[1]}`, 9)}
    ${pipe(`M${xr - 20} ${uy + 74} H810 Q825 ${uy + 74} 825 ${uy + 89} V${vL[1] - 15} Q825 ${vL[1]} ${vL[0] + 8} ${vL[1]}`, 7)}
    ${insulation(`M${xr + 10} ${uy + 66} H816 Q831 ${uy + 66} 831 ${uy + 81} V${vS[1] - 40}`, 30)}
    <path d="M${xr - 30} ${uy + 100} Q${xr - 10} ${uy + 130} ${xr + 20} ${uy + 130} H780" fill="none" stroke="${C.grey}" stroke-width="6" stroke-linecap="round"/>
    <rect x="800" y="${cy + 200 * cs}" width="${cx + 290 * cs - 800}" height="14" rx="3" fill="${C.greyDark}"/>
    <path d="M800 ${cy + 200 * cs + 110} L${cx + 230 * cs} ${cy + 200 * cs + 10}" stroke="${C.greyDark}" stroke-width="13" stroke-linecap="round"/>
    <rect x="800" y="${cy + 200 * cs - 6}" width="14" height="130" fill="${C.greyDark}"/>
    ${condenser(cx, cy, cs, { flip: true })}
    ${ladder(400, 420, 280, 104)}
    ${toolbox(540, floorY - 104, 0.8)}
    ${snowflake(120, 110, 26, C.mid, 0.18)}
    ${snowflake(640, 90, 16, C.mid, 0.18)}`;
  return svgDoc(1200, 800, body);
}

function courseEletricidade(rng) {
  const floorY = 690;
  const cmpX = 820;
  const cmpS = 1.35;
  const cmpY = floorY - 256 * cmpS;
  const tb = (lx, ly) => [f(cmpX + lx * cmpS), f(cmpY + ly * cmpS)];
  const [gx, gy] = tb(73, 206);
  const [t1x, t1y] = tb(60, 172);
  const [t2x, t2y] = tb(86, 172);
  const mmX = 560;
  const mmS = 1.1;
  const mmY = floorY - 220 * mmS;
  const jack = (lx) => [f(mmX + lx * mmS), f(mmY + 192 * mmS)];
  const [j1x, j1y] = jack(35);
  const [j2x, j2y] = jack(65);
  // Probe handle ends (probes are 70 units long, tips on the terminal pins).
  const handleEnd = (tx, ty, deg) => [f(tx - 70 * Math.cos((deg * Math.PI) / 180)), f(ty - 70 * Math.sin((deg * Math.PI) / 180))];
  const [h1x, h1y] = handleEnd(t1x, t1y, -35);
  const [h2x, h2y] = handleEnd(t2x, t2y, -60);
  const body = `
    ${roomBg(1200, 800, floorY)}
    <circle cx="1010" cy="170" r="190" fill="${C.ice1}"/>
    ${scatterFlakes(rng, 480, 80, 260, 200, 4, C.mid, 0.13)}
    ${electricalPanel(110, 110, 1.0)}
    <path d="M${1000} 130 L${968} 196 H${994} L${972} 256 L${1030} 176 H${1002} L${1022} 130 Z" fill="${C.yellow}"/>
    ${compressor(cmpX, cmpY, cmpS)}
    ${wire(`M240 500 C240 620 420 ${floorY + 10} 620 ${floorY - 2} S${gx - 6} ${floorY + 6} ${gx - 6} ${gy + 6}`, C.navy, 7)}
    ${wire(`M260 500 C260 630 430 ${floorY + 22} 630 ${floorY + 10} S${gx} ${floorY + 18} ${gx} ${gy + 6}`, C.blue, 7)}
    ${wire(`M280 500 C280 640 440 ${floorY + 34} 640 ${floorY + 22} S${gx + 6} ${floorY + 30} ${gx + 6} ${gy + 6}`, C.yellow, 7)}
    ${wire(`M${j1x} ${j1y} C${j1x} ${j1y + 70} ${h1x - 60} ${h1y + 80} ${h1x} ${h1y}`, '#0a1a30', 5)}
    ${wire(`M${j2x} ${j2y} C${j2x} ${j2y + 80} ${h2x - 40} ${h2y + 70} ${h2x} ${h2y}`, C.red, 5)}
    ${probe(t1x, t1y, -35, '#0a1a30')}
    ${probe(t2x, t2y, -60, C.red)}
    ${multimeter(mmX, mmY, mmS)}`;
  return svgDoc(1200, 800, body);
}

function courseComercial(rng) {
  const floorY = 700;
  const body = `
    ${roomBg(1200, 800, floorY)}
    ${scatterFlakes(rng, 700, 30, 460, 150, 5, C.mid, 0.16)}
    ${coldRoom(50, 180, 1.0)}
    ${displayCase(740, 240, 1.0, rng)}
    ${snowflake(690, 150, 20, C.mid, 0.3)}`;
  return svgDoc(1200, 800, body);
}

// ---------------------------------------------------------------------------
// Scenes: heroes (1600 x 900) — subject on the right card only
// ---------------------------------------------------------------------------

function heroFormacao(rng) {
  const content = `
    ${splitIndoorUnit(1070, 170, 1.1)}
    ${airflow(1110, 294, 270, 100, { n: 5 })}
    ${technicianAtCondenser(1010, 745, 0.9, { withToolbox: true })}`;
  return svgDoc(1600, 900, heroFrame(rng, content, 700));
}

function heroInstalador(rng) {
  const floorY = 745;
  const ux = 962;
  const uy = 246;
  const us = 1.06;
  const cx = 1372;
  const cy = 486;
  const cs = 0.62;
  const [vS, vL] = condenserPorts(cx, cy, cs, true);
  const xr = ux + 320 * us;
  const bracketY = cy + 200 * cs;
  const content = `
    ${pipe(`M${xr - 20} ${uy + 58} H1342 Q1354 ${uy + 58} 1354 ${uy + 70} V${vS[1] - 12} Q1354 ${vS[1]} ${vS[0] + 6} ${vS[1]}`, 8)}
    ${pipe(`M${xr - 20} ${uy + 72} H1330 Q1342 ${uy + 72} 1342 ${uy + 84} V${vL[1] - 12} Q1342 ${vL[1]} ${vL[0] + 6} ${vL[1]}`, 6)}
    ${insulation(`M${xr + 4} ${uy + 65} H1336 Q1348 ${uy + 65} 1348 ${uy + 77} V${vS[1] - 34}`, 24)}
    ${splitIndoorUnit(ux, uy, us)}
    <rect x="1366" y="${bracketY}" width="${cx + 272 * cs - 1366}" height="10" rx="3" fill="${C.greyDark}"/>
    <path d="M1372 ${bracketY + 84} L${cx + 220 * cs} ${bracketY + 8}" stroke="${C.greyDark}" stroke-width="9" stroke-linecap="round"/>
    <rect x="1366" y="${bracketY - 4}" width="9" height="96" fill="${C.greyDark}"/>
    ${condenser(cx, cy, cs, { flip: true })}
    ${ladder(975, 500, floorY - 500, 96)}
    ${person(1150, floorY, 1.0, {
      hair: 'cap',
      skin: '#a8714a',
      armFront: [
        [38, -256],
        [66, -300],
        [58, -380],
      ],
      armBack: [
        [-38, -256],
        [-66, -300],
        [-60, -380],
      ],
    })}
    ${toolbox(1380, floorY - 78, 0.6)}
    ${snowflake(1000, 160, 22, C.mid, 0.25)}
    ${snowflake(1470, 170, 16, C.mid, 0.3)}`;
  return svgDoc(1600, 900, heroFrame(rng, content, floorY));
}

function heroEletrica(rng) {
  const floorY = 745;
  const conduit = (d) =>
    `<path d="${d}" fill="none" stroke="${C.greyDark}" stroke-width="20" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${C.line}" stroke-width="14" stroke-linejoin="round"/>`;
  const content = `
    ${conduit('M1090 210 V150 H1430 V240')}
    ${conduit('M1220 400 H1330')}
    ${conduit('M1355 458 V615 H1402')}
    <rect x="1080" y="170" width="22" height="14" rx="3" fill="${C.grey}"/>
    <rect x="1200" y="150" width="14" height="22" rx="3" fill="${C.grey}" transform="translate(0 -11)"/>
    <rect x="1418" y="228" width="24" height="16" rx="3" fill="${C.grey}"/>
    <path d="M1430 244 V300" stroke="${C.navy}" stroke-width="4"/>
    ${lightBulb(1430, 350, 0.85)}
    ${electricalPanel(980, 200, 0.8)}
    <rect x="1320" y="360" width="70" height="100" rx="12" fill="#ffffff" stroke="${C.line}" stroke-width="3"/>
    <rect x="1338" y="382" width="34" height="56" rx="6" fill="${C.ice1}" stroke="${C.grey}" stroke-width="2"/>
    <rect x="1342" y="386" width="26" height="24" rx="4" fill="${C.blue}"/>
    <rect x="1400" y="570" width="110" height="90" rx="14" fill="#ffffff" stroke="${C.line}" stroke-width="3"/>
    <circle cx="1455" cy="615" r="30" fill="${C.ice1}" stroke="${C.grey}" stroke-width="2"/>
    <circle cx="1443" cy="609" r="5" fill="${C.navy}"/><circle cx="1467" cy="609" r="5" fill="${C.navy}"/><circle cx="1455" cy="627" r="5" fill="${C.navy}"/>
    ${toolbox(990, floorY - 91, 0.7)}
    ${multimeter(1175, floorY - 154, 0.7)}
    <path d="M1290 230 L1268 276 H1286 L1272 318 L1312 262 H1292 L1306 230 Z" fill="${C.yellow}"/>`;
  return svgDoc(1600, 900, heroFrame(rng, content, floorY));
}

function heroCamara(rng) {
  const s = 0.95;
  const x = 968;
  const y = 745 - 520 * s;
  let boxes = '';
  const box = (bx, by, w, h) =>
    `<rect x="${bx}" y="${by}" width="${w}" height="${h}" rx="4" fill="#e3b58a" stroke="#b8875c" stroke-width="2"/><rect x="${bx + w / 2 - 6}" y="${by}" width="12" height="${h}" fill="#f1d2b3"/>`;
  boxes += `<rect x="975" y="725" width="150" height="20" rx="3" fill="${C.copperDark}"/>`;
  boxes += box(980, 655, 68, 70) + box(1052, 655, 68, 70) + box(1012, 590, 70, 65);
  const content = `
    ${pipe(`M${1300 + 294 * 0.5} ${y - 108 + 154 * 0.5} H${1300 + 320 * 0.5} V${y}`, 6)}
    ${pipe(`M${1300 + 294 * 0.5} ${y - 108 + 176 * 0.5} H${1300 + 308 * 0.5} V${y}`, 5)}
    ${condenser(1300, y - 108, 0.5)}
    ${coldRoom(x, y, s)}
    ${boxes}
    ${snowflake(1000, 170, 22, C.mid, 0.3)}
    ${snowflake(1060, 130, 12, C.mid, 0.3)}`;
  return svgDoc(1600, 900, heroFrame(rng, content, 745));
}

function heroExpositor(rng) {
  const content = `
    ${displayCase(985, 262, 1.04, rng)}
    ${gasCylinder(1418, 592, 0.74, C.red)}
    ${leafBadge(1459, 500, 40)}
    ${leaf(1480, 270, 0.9, -10)}
    ${leaf(1470, 300, 0.6, 60)}
    ${snowflake(1460, 190, 16, C.mid, 0.3)}`;
  return svgDoc(1600, 900, heroFrame(rng, content, 745));
}

// ---------------------------------------------------------------------------
// Scenes: blog (1200 x 675)
// ---------------------------------------------------------------------------

function blogEscolherSplit() {
  const floorY = 560;
  const body = `
    ${roomBg(1200, 675, floorY)}
    ${windowView(90, 100, 320, 300)}
    <path d="M70 80 H120 V430 Q95 440 70 430 Z" fill="${C.mid}" opacity="0.85"/>
    <path d="M430 80 H380 V430 Q405 440 430 430 Z" fill="${C.mid}" opacity="0.85"/>
    <rect x="60" y="72" width="380" height="10" rx="5" fill="${C.navy2}"/>
    ${splitIndoorUnit(600, 90, 1.2)}
    ${airflow(560, 224, 460, 250, { n: 8, opacity: 0.5 })}
    <ellipse cx="820" cy="${floorY + 50}" rx="330" ry="36" fill="${C.ice1}"/>
    <rect x="640" y="420" width="380" height="90" rx="24" fill="${C.blue}"/>
    <rect x="612" y="460" width="436" height="70" rx="22" fill="${C.blue2}"/>
    <rect x="600" y="440" width="56" height="100" rx="22" fill="${C.navy2}"/>
    <rect x="1004" y="440" width="56" height="100" rx="22" fill="${C.navy2}"/>
    <rect x="660" y="470" width="160" height="30" rx="12" fill="${C.mid}"/>
    <rect x="840" y="470" width="160" height="30" rx="12" fill="${C.mid}"/>
    <rect x="632" y="540" width="14" height="22" fill="${C.navy}"/><rect x="1014" y="540" width="14" height="22" fill="${C.navy}"/>
    ${thermometer(1110, 200, 0.75)}
    <rect x="470" y="470" width="70" height="90" rx="10" fill="${C.navy2}"/>
    ${leaf(505, 470, 0.7, -60)}${leaf(505, 470, 0.6, -130)}${leaf(505, 470, 0.55, -95)}`;
  return svgDoc(1200, 675, body);
}

function blogManutencao() {
  const floorY = 590;
  const fx = 420;
  const fy = 300;
  let mesh = '';
  for (let i = 1; i < 9; i++) mesh += `<line x1="${fx + i * 17}" y1="${fy + 4}" x2="${fx + i * 17}" y2="${fy + 66}" stroke="${C.grey}" stroke-width="2"/>`;
  for (let i = 1; i < 4; i++) mesh += `<line x1="${fx + 4}" y1="${fy + i * 17}" x2="${fx + 150}" y2="${fy + i * 17}" stroke="${C.grey}" stroke-width="2"/>`;
  const drop = (dx, dy, r) => `<path d="M${dx} ${dy - r * 1.8} Q${dx + r} ${dy - r * 0.3} ${dx + r} ${dy} A${r} ${r} 0 0 1 ${dx - r} ${dy} Q${dx - r} ${dy - r * 0.3} ${dx} ${dy - r * 1.8} Z" fill="${C.mid}" opacity="0.8"/>`;
  const body = `
    ${roomBg(1200, 675, floorY)}
    ${windowView(880, 90, 240, 270, { sunPos: [0.55, 0.3] })}
    ${splitIndoorUnit(170, 170, 1.2, { open: true })}
    <rect x="${fx}" y="${fy}" width="154" height="70" rx="8" fill="${C.ice3}" stroke="${C.greyDark}" stroke-width="5"/>
    ${mesh}
    <path d="M${fx + 30} ${fy + 30} l10 -8 M${fx + 90} ${fy + 48} l12 -6 M${fx + 120} ${fy + 22} l8 -8" stroke="#b79f84" stroke-width="5" stroke-linecap="round" opacity="0.6"/>
    ${drop(fx + 40, fy + 110, 8)}${drop(fx + 90, fy + 140, 10)}${drop(fx + 130, fy + 100, 7)}
    ${person(700, floorY, 1.0, {
      flip: true,
      hair: 'cap',
      skin: '#e0ac84',
      armFront: [
        [38, -256],
        [80, -254],
        [118, -262],
      ],
    })}
    ${toolbox(780, floorY - 91, 0.7)}
    ${sprayBottle(1010, floorY, 1)}
    ${snowflake(90, 90, 20, C.mid, 0.2)}
    ${snowflake(700, 120, 14, C.mid, 0.2)}`;
  return svgDoc(1200, 675, body);
}

function blogMercado(rng) {
  const groundY = 610;
  let back = '';
  let front = '';
  // Back layer: pale towers.
  let xx = -20;
  while (xx < 1220) {
    const w = 60 + Math.floor(rng() * 70);
    const h = 180 + Math.floor(rng() * 200);
    back += `<rect x="${xx}" y="${groundY - h}" width="${w}" height="${h}" fill="${C.ice2}"/>`;
    xx += w + 6;
  }
  // Front layer: blue buildings with windows and rooftop condensers.
  xx = 380;
  const tones = [C.blue, C.navy2, C.mid, C.blue2];
  let k = 0;
  while (xx < 1200) {
    const w = 90 + Math.floor(rng() * 60);
    const h = 150 + Math.floor(rng() * 210);
    const top = groundY - h;
    const tone = tones[k++ % tones.length];
    front += `<rect x="${xx}" y="${top}" width="${w}" height="${h}" fill="${tone}"/>`;
    for (let wy = top + 24; wy < groundY - 30; wy += 30) {
      for (let wx = xx + 14; wx < xx + w - 22; wx += 24) {
        const lit = rng() < 0.18;
        front += `<rect x="${wx}" y="${wy}" width="12" height="16" rx="2" fill="${lit ? C.yellow : '#ffffff'}" opacity="${lit ? 0.8 : 0.28}"/>`;
      }
    }
    if (rng() < 0.85) front += condenser(xx + 10, top - 0.22 * 210, 0.22);
    if (w > 120 && rng() < 0.6) front += condenser(xx + w - 72, top - 0.22 * 210, 0.22);
    xx += w + 10;
  }
  const body = `
    <rect width="1200" height="675" fill="url(#gWall)"/>
    <circle cx="260" cy="160" r="140" fill="${C.ice1}"/>
    ${back}
    ${front}
    <rect y="${groundY}" width="1200" height="${675 - groundY}" fill="${C.navy}"/>
    <rect y="${groundY}" width="1200" height="8" fill="${C.navy2}"/>
    <path d="M110 430 L330 300 L450 360 L700 200 L880 250 L1050 110" fill="none" stroke="${C.navy}" stroke-opacity="0.25" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" transform="translate(6 8)"/>
    <path d="M110 430 L330 300 L450 360 L700 200 L880 250 L1050 110" fill="none" stroke="${C.yellow}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1110 62 L1008 88 L1078 160 Z" fill="${C.yellow}" stroke="${C.yellow}" stroke-width="10" stroke-linejoin="round"/>
    ${briefcase(90, 470, 1.0)}`;
  return svgDoc(1200, 675, body);
}

function blogFluidos() {
  const floorY = 580;
  const propane = molecule(
    950,
    200,
    1,
    [
      [-70, 20, 26, C.navy2],
      [0, -20, 26, C.navy2],
      [70, 20, 26, C.navy2],
      [-118, 6, 15, '#ffffff'],
      [-84, 70, 15, '#ffffff'],
      [-78, -32, 15, '#ffffff'],
      [-22, -70, 15, '#ffffff'],
      [22, -70, 15, '#ffffff'],
      [118, 6, 15, '#ffffff'],
      [84, 70, 15, '#ffffff'],
      [78, -32, 15, '#ffffff'],
    ],
    [
      [0, 1],
      [1, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [1, 7],
      [2, 8],
      [2, 9],
      [2, 10],
    ]
  );
  const r32 = molecule(
    930,
    440,
    1,
    [
      [0, 0, 26, C.navy2],
      [-66, -34, 24, C.mid],
      [66, -34, 24, C.mid],
      [-44, 56, 15, '#ffffff'],
      [44, 56, 15, '#ffffff'],
    ],
    [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ]
  );
  const body = `
    ${roomBg(1200, 675, floorY)}
    <circle cx="940" cy="320" r="250" fill="${C.ice1}"/>
    ${snowflake(80, 80, 22, C.mid, 0.2)}
    ${gasCylinder(130, floorY - 204 * 1.35, 1.35, C.mid)}
    ${gasCylinder(330, floorY - 204 * 1.6, 1.6, C.grey)}
    ${gasCylinder(550, floorY - 204 * 1.3, 1.3, C.red, { badge: leafBadge(55, 129, 26) })}
    ${propane}
    ${r32}
    ${leaf(1080, 330, 1.1, -15)}`;
  return svgDoc(1200, 675, body);
}

// ---------------------------------------------------------------------------
// Testimonial avatars (320 x 320)
// ---------------------------------------------------------------------------

function avatar({ skin, shirt, collar, hair = '', back = '', beard = '', hat = '' }) {
  const body = `
    <rect width="320" height="320" fill="url(#gAvatarBg)"/>
    <circle cx="160" cy="150" r="130" fill="${C.ice1}"/>
    ${snowflake(270, 56, 16, C.mid, 0.25)}
    ${snowflake(48, 250, 10, C.mid, 0.2)}
    ${back}
    <path d="M34 330 C34 252 86 222 160 222 C234 222 286 252 286 330 Z" fill="${shirt}"/>
    <rect x="136" y="178" width="48" height="58" rx="18" fill="${skin}"/>
    <path d="M136 206 Q160 222 184 206 V196 H136 Z" fill="#000000" opacity="0.1"/>
    <path d="M122 226 L160 250 L146 276 Z" fill="${collar}"/>
    <path d="M198 226 L160 250 L174 276 Z" fill="${collar}"/>
    <rect x="154" y="250" width="12" height="50" rx="4" fill="#000000" opacity="0.1"/>
    <circle cx="160" cy="266" r="3.5" fill="#ffffff" opacity="0.8"/><circle cx="160" cy="284" r="3.5" fill="#ffffff" opacity="0.8"/>
    ${snowflake(222, 276, 10, '#ffffff', 0.85, 2.6)}
    <circle cx="96" cy="146" r="13" fill="${skin}"/>
    <circle cx="224" cy="146" r="13" fill="${skin}"/>
    <circle cx="160" cy="140" r="64" fill="${skin}"/>
    ${beard}
    ${hair}
    <circle cx="136" cy="146" r="6.5" fill="${C.navy}"/>
    <circle cx="184" cy="146" r="6.5" fill="${C.navy}"/>
    <path d="M138 172 Q160 190 182 172" fill="none" stroke="${C.navy}" stroke-width="5" stroke-linecap="round"/>
    ${hat}`;
  return svgDoc(320, 320, body);
}

const avatarCarlos = () =>
  avatar({
    skin: '#c98e62',
    shirt: C.blue,
    collar: C.mid,
    hair: `<path d="M96 138 C88 84 124 66 160 66 C200 66 232 86 224 138 C218 116 204 104 184 102 C160 110 128 106 112 102 C102 110 98 122 96 138 Z" fill="#2a1d14"/>`,
  });

const avatarJuliana = () =>
  avatar({
    skin: '#eab995',
    shirt: C.mid,
    collar: C.ice2,
    back: `<path d="M206 96 C262 104 268 196 240 246 C228 206 224 150 200 118 Z" fill="#5a3522"/><rect x="204" y="100" width="22" height="16" rx="6" fill="${C.yellow}" transform="rotate(30 215 108)"/>`,
    hair: `<path d="M94 146 C84 82 122 66 160 66 C204 66 234 88 226 140 C214 112 196 98 170 96 C150 112 120 118 100 126 Z" fill="#5a3522"/>`,
  });

const avatarRafael = () =>
  avatar({
    skin: '#7a4a2c',
    shirt: C.navy2,
    collar: C.blue,
    hair: `<path d="M97 140 C96 128 98 120 102 114 H116 V134 Z M223 140 C224 128 222 120 218 114 H204 V134 Z" fill="#1b130d"/>`,
    hat: `<path d="M94 114 C94 52 226 52 226 114 Z" fill="${C.blue}"/>
      <path d="M120 66 C132 58 146 56 160 56 V112 H120 Z" fill="#ffffff" opacity="0.12"/>
      <circle cx="160" cy="56" r="6" fill="${C.blue2}"/>
      <path d="M86 112 H234 Q250 112 246 122 Q240 130 222 128 H98 Q80 130 74 122 Q70 112 86 112 Z" fill="${C.blue2}"/>
      ${snowflake(160, 88, 11, '#ffffff', 0.9, 2.6)}`,
  });

const avatarMarcos = () =>
  avatar({
    skin: '#d9a57f',
    shirt: '#2f5f94',
    collar: C.grey,
    hair: `<path d="M96 142 C88 96 106 72 132 70 C124 84 120 92 118 104 C108 110 100 124 96 142 Z M224 142 C232 96 214 72 188 70 C196 84 200 92 202 104 C212 110 220 124 224 142 Z" fill="#c3ccd6"/>
      <path d="M132 70 C148 62 172 62 188 70 C176 74 144 74 132 70 Z" fill="#c3ccd6"/>`,
    beard: `<path d="M97 150 C98 214 132 228 160 228 C188 228 222 214 223 150 C214 176 196 164 178 162 C166 160 154 160 142 162 C124 164 106 176 97 150 Z" fill="#c3ccd6"/>
      <path d="M134 176 C146 162 174 162 186 176 C174 172 146 172 134 176 Z" fill="#aab5c2"/>`,
  });

// ---------------------------------------------------------------------------
// Brand mark (logo / favicon / apple-touch icon)
// ---------------------------------------------------------------------------

function logoSvg() {
  let d = '';
  const cx = 31;
  const cy = 34;
  for (let i = 0; i < 6; i++) {
    const a = -90 + i * 60;
    const [ex, ey] = polar(cx, cy, 17, a);
    const [bx, by] = polar(cx, cy, 9.5, a);
    d += `M${cx} ${cy}L${ex} ${ey}`;
    for (const side of [-1, 1]) {
      const [tx, ty] = polar(bx, by, 5.5, a + side * 45);
      d += `M${bx} ${by}L${tx} ${ty}`;
    }
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">\n' +
    '  <rect width="64" height="64" rx="14" fill="#0b6bcb"/>\n' +
    '  <circle cx="50.5" cy="13.5" r="5" fill="#ffc83d"/>\n' +
    `  <path d="${d}" fill="none" stroke="#ffffff" stroke-width="3.4" stroke-linecap="round"/>\n` +
    `  <circle cx="${cx}" cy="${cy}" r="3.2" fill="#ffffff"/>\n` +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------------------
// Output table and rendering
// ---------------------------------------------------------------------------

const JPEGS = [
  ['public/images/courses/formacao-mecanica-refrigeracao-ar-condicionado.jpg', 1200, 800, courseFormacao],
  ['public/images/courses/instalacao-manutencao-split-system.jpg', 1200, 800, courseSplit],
  ['public/images/courses/eletricidade-aplicada-refrigeracao.jpg', 1200, 800, courseEletricidade],
  ['public/images/courses/refrigeracao-comercial-industrial.jpg', 1200, 800, courseComercial],
  ['public/images/hero/formacao-mecanico-refrigeracao-ar-condicionado.jpg', 1600, 900, heroFormacao],
  ['public/images/hero/instalador-split.jpg', 1600, 900, heroInstalador],
  ['public/images/hero/eletrica-predial.jpg', 1600, 900, heroEletrica],
  ['public/images/hero/camara-frigorifica.jpg', 1600, 900, heroCamara],
  ['public/images/hero/expositor-comercial-refrigerado-propano.jpg', 1600, 900, heroExpositor],
  ['public/images/blog/como-escolher-ar-condicionado-split-ideal.jpg', 1200, 675, blogEscolherSplit],
  ['public/images/blog/manutencao-preventiva-ar-condicionado-verao.jpg', 1200, 675, blogManutencao],
  ['public/images/blog/mercado-de-trabalho-refrigeracao-londrina.jpg', 1200, 675, blogMercado],
  ['public/images/blog/fluidos-refrigerantes-r32-r290-o-que-muda.jpg', 1200, 675, blogFluidos],
  ['public/images/testimonials/carlos-eduardo-souza.jpg', 320, 320, avatarCarlos],
  ['public/images/testimonials/juliana-martins.jpg', 320, 320, avatarJuliana],
  ['public/images/testimonials/rafael-oliveira.jpg', 320, 320, avatarRafael],
  ['public/images/testimonials/marcos-vinicius-lima.jpg', 320, 320, avatarMarcos],
].map(([file, width, height, draw]) => ({ file, width, height, draw }));

async function writeOut(rel, data) {
  const abs = path.join(ROOT, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, data);
  return data.length;
}

async function renderJpeg({ file, width, height, draw }) {
  const svg = draw(mulberry32(seedFrom(file)));
  const raster = await sharp(Buffer.from(svg)).resize(width, height).flatten({ background: '#ffffff' }).png().toBuffer();
  // Start at quality 80 and step down only if a file would exceed the budget.
  let quality = 80;
  let out;
  for (;;) {
    out = await sharp(raster).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (out.length <= MAX_JPEG_BYTES || quality <= 60) break;
    quality -= 5;
  }
  const bytes = await writeOut(file, out);
  return { file, width, height, bytes };
}

async function renderLogo() {
  const svg = logoSvg();
  const results = [];
  for (const file of ['public/images/logo.svg', 'app/icon.svg']) {
    results.push({ file, width: 64, height: 64, bytes: await writeOut(file, svg) });
  }
  const png = async (size, flattenBg) => {
    let img = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
    if (flattenBg) img = img.flatten({ background: flattenBg });
    return img.png({ compressionLevel: 9 }).toBuffer();
  };
  results.push({ file: 'public/images/logo.png', width: 512, height: 512, bytes: await writeOut('public/images/logo.png', await png(512)) });
  // iOS shows transparent corners as black and applies its own rounded mask,
  // so the touch icon is flattened onto the brand blue.
  results.push({ file: 'app/apple-icon.png', width: 180, height: 180, bytes: await writeOut('app/apple-icon.png', await png(180, '#0b6bcb')) });
  return results;
}

async function main() {
  const results = [];
  for (const job of JPEGS) results.push(await renderJpeg(job));
  results.push(...(await renderLogo()));
  const pad = Math.max(...results.map((r) => r.file.length));
  console.log('Generated artwork:');
  for (const r of results) {
    const warn = r.file.endsWith('.jpg') && r.bytes > MAX_JPEG_BYTES ? '  (over 150 KB!)' : '';
    console.log(`  ${r.file.padEnd(pad)}  ${`${r.width}x${r.height}`.padStart(9)}  ${String(r.bytes).padStart(7)} bytes${warn}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
