import type { Page, Response } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { OUT_DIR, readPage, sitePages } from './support/site-map';
import { waitUntilInteractive } from './support/helpers';
import { noticeArea } from './quality/states';
import { pageScriptUrls } from '../scripts/postbuild/defer-scripts';
import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { frameworkFreePageFiles } from '../content/rules/serving';

/**
 * Speed rules a regression would silently break (the figures themselves come from `npm run bench`, not from
 * here): images optimised and prioritised, fonts self-hosted and preloaded, and each page's JavaScript loaded
 * after the page itself and limited to what the page uses.
 */

const RASTER = /\.(jpe?g|png)$/i;
const firstCourse = `/cursos/${courses[0]?.slug}`;
const firstPost = `/blog/${posts[0]?.slug}`;

test.describe('images of every page (built HTML)', () => {
  for (const { path: urlPath, file } of sitePages()) {
    test(`${urlPath}: same-origin, sized, WebP variants in srcset, at most one eager image`, () => {
      const $ = readPage(file);
      const problems: string[] = [];
      const eager: string[] = [];
      $('img').each((_, element) => {
        const img = $(element);
        const src = img.attr('src') ?? '';
        const label = `<img src="${src}">`;
        if (!src.startsWith('/')) problems.push(`${label}: not served by the site`);
        if (!/^\d+$/.test(img.attr('width') ?? '') || !/^\d+$/.test(img.attr('height') ?? '')) {
          problems.push(`${label}: no width/height`);
        }
        const srcset = img.attr('srcset') ?? '';
        if (RASTER.test(src.split('?')[0] ?? '') || srcset) {
          const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
          if (candidates.length < 2 || !candidates.every((url) => url.startsWith('/') && url.endsWith('.WEBP'))) {
            problems.push(`${label}: srcset without WebP variants (${srcset})`);
          }
          if (!img.attr('sizes')) problems.push(`${label}: srcset without sizes`);
        }
        if (img.attr('loading') !== 'lazy') eager.push(src);
      });
      expect(problems).toEqual([]);
      expect(eager.length, `images not loaded lazily: ${eager.join(', ')}`).toBeLessThanOrEqual(1);
    });
  }

  test('the generated variants exist for every source image; the sources are not replaced', () => {
    const imagesDir = path.join(OUT_DIR, 'images');
    const sources = (readdirSync(imagesDir, { recursive: true }) as string[]).filter(
      (file) => RASTER.test(file) && !file.includes('nextImageExportOptimizer'),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      const dir = path.join(imagesDir, path.dirname(source), 'nextImageExportOptimizer');
      const stem = path.basename(source).replace(RASTER, '');
      const variants = readdirSync(dir).filter((file) => file.startsWith(`${stem}-opt-`) && file.endsWith('.WEBP'));
      expect(variants.length, `WebP variants of ${source}`).toBeGreaterThan(1);
    }
  });
});

/** The first viewport's largest image: eager, high priority and preloaded from <head>, on the pages that have one. */
for (const [urlPath, what] of [
  ['/', 'the first hero slide'],
  ['/cursos', 'the first course card'],
  [firstCourse, 'the course image'],
  [firstPost, 'the article image'],
] as const) {
  test(`${urlPath}: ${what} loads at once with high priority, the other images lazily`, async ({ page }) => {
    await page.goto(urlPath);
    const images = page.locator('main img');
    const first = images.first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
    const count = await images.count();
    for (let index = 1; index < count; index += 1) {
      await expect(images.nth(index), `image ${index + 1} of ${urlPath}`).toHaveAttribute('loading', 'lazy');
    }
  });
}

test('fonts: self-hosted woff2, preloaded, nothing from another host in the CSS', () => {
  const $ = readPage('index.html');
  const preloads = $('link[rel="preload"][as="font"]');
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.length, 'two weights of two families at most').toBeLessThanOrEqual(4);
  preloads.each((_, element) => {
    expect($(element).attr('href')).toMatch(/^\/_next\/static\/media\/[^/]+\.woff2$/);
    expect($(element).attr('type')).toBe('font/woff2');
  });
  const css = $('link[rel="stylesheet"]')
    .map((_, element) => readFileSync(path.join(OUT_DIR, $(element).attr('href') ?? ''), 'utf8'))
    .get()
    .join('\n');
  expect(css).not.toMatch(/url\(["']?https?:/);
});

test('fonts: the page knows the metric-matched fallback faces of both families (size-adjusted)', async ({ page }) => {
  await page.goto('/');
  // FontFace.sizeAdjust is in Chromium, not yet in TypeScript's DOM types.
  const faces = await page.evaluate(() =>
    [...document.fonts].map(
      (face: FontFace & { sizeAdjust?: string }) => `${face.family.replace(/^"|"$/g, '')} ${face.sizeAdjust}`,
    ),
  );
  for (const family of [
    'bodyFont Fallback: Liberation Sans',
    'bodyFont Fallback: Roboto',
    'headingFont Fallback: Arimo',
  ]) {
    expect(
      faces.find((face) => face.startsWith(`${family} `)),
      family,
    ).toMatch(/ 1\d\d(\.\d+)?%$/);
  }
  const bodyStack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyStack, 'the body text falls back to them').toContain(
    '"bodyFont Fallback: Liberation Sans", "bodyFont Fallback: Arimo"',
  );
});

interface LoadedScripts {
  /** Script URLs (pathname) with their start time, and the page's load event start, from Resource Timing. */
  timings: { name: string; startTime: number }[];
  loadEventStart: number;
  /** When the test made the visitor's first interaction, on the page's clock. */
  interactionAt: number;
  /** Bodies of every same-origin script the page fetched, by pathname. */
  bodies: Map<string, string>;
}

/** Opens a page, makes the first interaction, waits for hydration and the network to settle, and returns the scripts it fetched. */
async function loadedScripts(page: Page, urlPath: string): Promise<LoadedScripts> {
  const bodies = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || url.hostname !== '127.0.0.1') return;
    pending.push(response.text().then((text) => void bodies.set(url.pathname, text)));
  };
  page.on('response', collect);
  await page.goto(urlPath);
  await page.waitForLoadState('load');
  const interactionAt = await page.evaluate(() => performance.now());
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  // No body is read after this: a script fetched later (a link's prefetch) could still be reading as the test ends.
  page.off('response', collect);
  await Promise.all(pending);
  const { timings, loadEventStart } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      loadEventStart: navigation.loadEventStart,
      timings: performance
        .getEntriesByType('resource')
        // Fetched as scripts, or preloaded as such by the loader (initiator "link").
        .filter(
          (entry) =>
            ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType) &&
            new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    };
  });
  return { timings, loadEventStart, interactionAt, bodies };
}

// Strings that survive minification (option names, data attributes), one per library. (The enrolment dialog is
// the browser's own <dialog>: no dialog library.)
const EMBLA = 'containScroll';
const SONNER = 'data-sonner-toaster';
const TAILWIND_MERGE = 'conflictingClassGroups';
const LUCIDE = 'lucide';
// Client components by their export names, which Turbopack keeps as strings in its module table.
const CLIENT_COMPONENT_PAGES: readonly { name: string; onlyOn: (urlPath: string) => boolean }[] = [
  { name: 'HeroCarousel', onlyOn: (urlPath) => urlPath === '/' },
  { name: 'CourseCarousel', onlyOn: (urlPath) => urlPath === '/' },
];
// The course suggestion's word matching (lib/course-suggestion.ts), inlined in the not-found page only.
const COURSE_SUGGESTION = 'Diacritic';

function scriptsWith(bodies: Map<string, string>, marker: string): string[] {
  return [...bodies].filter(([, body]) => body.includes(marker)).map(([name]) => name);
}

/**
 * The scripts a page itself loads, read from its built HTML (scripts/postbuild/defer-scripts.ts: the deferred ones and
 * any other <script src> but the legacy bundle), with their text. Not what Next.js prefetches later for links.
 */
function pageScripts(file: string): Map<string, string> {
  const urls = pageScriptUrls(readFileSync(path.join(OUT_DIR, file), 'utf8'));
  return new Map(urls.map((url) => [url, readFileSync(path.join(OUT_DIR, url), 'utf8')]));
}

test.describe('JavaScript: after the page, and only what the page uses', () => {
  test('the framework scripts are requested after the first interaction, not with the page', async ({ page }) => {
    const scripts = await loadedScripts(page, '/');
    const framework = scripts.timings.filter((entry) => entry.name.startsWith('/_next/static/chunks/'));
    expect(framework.length).toBeGreaterThan(3);
    const early = framework.filter((entry) => entry.startTime < scripts.loadEventStart).map((entry) => entry.name);
    expect(early, 'scripts requested before the page had loaded').toEqual([]);
    const beforeInteraction = framework
      .filter((entry) => entry.startTime < scripts.interactionAt)
      .map((entry) => entry.name);
    expect(beforeInteraction, 'scripts requested before the first interaction').toEqual([]);
  });

  test('the notification library is not in the page, it is fetched with the framework, at the first interaction', async ({
    page,
  }) => {
    const scripts = await loadedScripts(page, '/sobre');
    expect(scriptsWith(pageScripts('sobre.html'), SONNER), 'sonner in the scripts /sobre lists').toEqual([]);
    const sonner = scriptsWith(scripts.bodies, SONNER);
    expect(sonner.length, 'sonner fetched once the framework came').toBeGreaterThan(0);
    const early = scripts.timings.filter(
      (entry) => sonner.includes(entry.name) && entry.startTime < scripts.interactionAt,
    );
    expect(early, 'sonner fetched before the first interaction').toEqual([]);
    // sonner's region took over from the early script's (lib/early/notices/hub.ts), which left the page.
    await expect(noticeArea(page)).toHaveCount(1);
    await expect(noticeArea(page)).toHaveAttribute('aria-label', /F8/);
    await expect(noticeArea(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('no class-merging library and no icon library in the scripts of any page', () => {
    for (const { path: urlPath, file } of sitePages()) {
      const scripts = pageScripts(file);
      expect(scriptsWith(scripts, TAILWIND_MERGE), `tailwind-merge on ${urlPath}`).toEqual([]);
      expect(scriptsWith(scripts, LUCIDE), `icon code on ${urlPath}`).toEqual([]);
    }
  });

  test('the not-found page adds no script to the other pages (its tree travels in their data)', () => {
    for (const { path: urlPath, file } of sitePages()) {
      expect(scriptsWith(pageScripts(file), COURSE_SUGGESTION), `course suggestion code on ${urlPath}`).toEqual([]);
    }
    const notFound = readFileSync(path.join(OUT_DIR, '404.html'), 'utf8');
    expect(notFound, 'the suggestion, inline in the not-found page').toContain(COURSE_SUGGESTION);
  });

  test('the carousels only on the page that shows them (the dialog, the form and "Copiar link" are no client components)', () => {
    for (const { name, onlyOn } of CLIENT_COMPONENT_PAGES) {
      const pagesWith = sitePages()
        .filter(({ file }) => scriptsWith(pageScripts(file), `"${name}"`).length > 0)
        .map(({ path: urlPath }) => urlPath);
      expect(pagesWith.length, `pages that load ${name}`).toBeGreaterThan(0);
      expect(
        pagesWith.filter((urlPath) => !onlyOn(urlPath)),
        `pages that load ${name} without showing it`,
      ).toEqual([]);
    }
  });

  test('the carousel library only on the home page', () => {
    const home = pageScripts('index.html');
    expect(scriptsWith(home, EMBLA), 'embla on /').not.toEqual([]);

    for (const { path: urlPath, file } of sitePages()) {
      // The pages without the framework (the not-found and search pages: content/rules/serving.ts) load no embla either.
      if (frameworkFreePageFiles.includes(`/${file}`))
        expect(scriptsWith(pageScripts(file), EMBLA), `embla on ${urlPath}`).toEqual([]);
      if (urlPath === '/' || frameworkFreePageFiles.includes(`/${file}`)) continue;
      const scripts = pageScripts(file);
      expect(scripts.size, `scripts of ${urlPath}`).toBeGreaterThan(3);
      expect(scriptsWith(scripts, EMBLA), `embla on ${urlPath}`).toEqual([]);
    }
  });
});
