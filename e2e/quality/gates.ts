import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request, Response } from '@playwright/test';
import { expect } from '../support/fixtures';
import { waitUntilInteractive } from '../support/helpers';
import { NOT_FOUND_PATH } from '../support/site-map';
import { NEEDS_SCRIPT_ATTRIBUTE } from '../../lib/early/needs-script';
import { AXE_TAGS } from '../../lib/accessibility';

/**
 * Shared by the quality-gate specs of this folder. Each gate is one spec file whose tests are tagged with the
 * widths they run at (support/widths.ts).
 */

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A, AA and AAA, and axe's best practices. axe has no level-A rule specific to 2.2,
 * and its AAA rules all carry the tag `wcag2aaa` (enhanced contrast, identical links, no timed refresh); the AAA
 * target size (2.5.5) is measured by target-size.spec.ts.
 */
/** The rule sets the accessibility statement names (lib/accessibility.ts). */
export const WCAG_TAGS = [...AXE_TAGS];

/** Opens a page of the site and waits until the framework has taken over (support/helpers.ts). */
export async function openHydrated(page: Page, urlPath: string): Promise<Response | null> {
  const response = await page.goto(urlPath, { waitUntil: 'load' });
  await waitUntilInteractive(page);
  return response;
}

/** Runs axe-core with the WCAG A/AA/AAA rules and the best practices; returns the violations as readable lines (empty when none). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // The whole page unless `include` narrows it. The Google Maps frame of /contato cannot load here
  // (support/fixtures.ts blocks other hosts): axe checks the <iframe> element (its title) and finds only the
  // browser's error page inside it.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.id}, ${violation.impact ?? 'n/a'}] ${violation.help} — ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? ''
        }`,
    ),
  );
}

/** Asserts that axe finds nothing; the message lists every violation with its element. */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(
    violations,
    `axe (WCAG 2.2 A/AA/AAA and best practices) violations ${what}:\n${violations.join('\n')}`,
  ).toEqual([]);
}

/** Whether a URL is on the local test server (same origin as the page under test). */
export function isSameOrigin(url: string, baseURL: string): boolean {
  try {
    return new URL(url).origin === new URL(baseURL).origin;
  } catch {
    return false;
  }
}

/**
 * Records, from now on, every console error (and uncaught page error) and every failed same-origin request:
 * HTTP status ≥ 400, or a request that got no answer. Requests to other hosts are aborted on purpose by
 * support/fixtures.ts and are not the site's failures, so they are left out. Call `settled()` before reading
 * `problems`.
 */
export function recordProblems(page: Page, baseURL: string) {
  const failure = (request: Request) =>
    `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`;
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request: Request) => {
    if (!isSameOrigin(request.url(), baseURL)) return;
    pending.push(
      request.response().then(
        (response) => {
          // Next.js probes each link in view with a HEAD fetch and aborts it once the headers have arrived:
          // answered below 400, that is not a failure.
          if (response && response.status() < 400) return;
          problems.push(failure(request));
        },
        () => {
          problems.push(failure(request));
        },
      ),
    );
  });
  page.on('response', (response) => {
    if (!isSameOrigin(response.url(), baseURL) || response.status() < 400) return;
    // A page that is itself a 404 (the not-found page) is checked by its own assertion, not here.
    if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame()) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    problems,
    settled: async () => {
      await Promise.all(pending);
    },
  };
}

/**
 * Scrolls down the whole page step by step (every element enters the viewport: lazy images load, observers see
 * what they watch), then waits until the network is idle. Each step waits for the page to draw two frames at the
 * new position — the viewport observers are told after a frame is drawn — however long a loaded machine takes.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.max(200, Math.floor(window.innerHeight * 0.8)));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
    }, y);
  }
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a page with the problem recorder running from the first request, lets it hydrate, scrolls through it
 * (the prefetches of the links that enter the viewport) and waits for the network to settle; returns the
 * console errors and failed same-origin requests seen on the way. `whileHydrated` runs before the scroll.
 */
export async function browseAndRecordProblems(
  page: Page,
  urlPath: string,
  baseURL: string,
  whileHydrated: () => Promise<void> = async () => {},
): Promise<string[]> {
  const recorder = recordProblems(page, baseURL);
  const response = await openHydrated(page, urlPath);
  const documentUrl = page.url();
  if (urlPath === NOT_FOUND_PATH) {
    // The not-found page answers 404 on purpose; Chromium logs that status of the document itself as an error.
    const logged =
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found) ' +
      `(${documentUrl})`;
    const index = recorder.problems.indexOf(logged);
    if (index >= 0) recorder.problems.splice(index, 1);
  } else {
    expect(response?.status(), `HTTP status of ${urlPath}`).toBeLessThan(400);
  }
  await whileHydrated();
  await scrollThrough(page);
  // A last look once the prefetches have answered: late errors (e.g. a failed RSC payload) are logged now.
  await page.waitForTimeout(300);
  await recorder.settled();
  return recorder.problems;
}

/** The length of the text of <main> as rendered (innerText: what is shown, not hidden markup). */
export function mainTextLength(page: Page): Promise<number> {
  return page.locator('main').evaluate((main, needsScript) => {
    // Controls that only work with a script (lib/early/needs-script.ts: a carousel's arrows, the search form) are
    // hidden without one by design: they are not content, and count on neither side.
    const controls = [...main.querySelectorAll<HTMLElement>(`[${needsScript}]`)].filter(
      (element) => element.checkVisibility() && !element.parentElement?.closest(`[${needsScript}]`),
    );
    const controlText = controls.reduce(
      (total, element) => total + element.innerText.replace(/\s+/g, ' ').trim().length,
      0,
    );
    return (main as HTMLElement).innerText.replace(/\s+/g, ' ').trim().length - controlText;
  }, NEEDS_SCRIPT_ATTRIBUTE);
}

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A page in a new context with JavaScript turned off, of the same viewport, talking only to the local server
 * like every page of the suite (support/fixtures.ts does that for the `page` fixture). Close its context after
 * use.
 */
export async function pageWithoutJavaScript(browser: Browser, like: Page, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: like.viewportSize(),
  });
  await context.route('**/*', (route) =>
    localHosts.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort('blockedbyclient'),
  );
  return context.newPage();
}

/** Whether a page's main content is in its HTML: the text of <main> without JavaScript vs with it. */
export const MIN_TEXT_WITHOUT_JS = 0.95;

/**
 * All the per-page gates, in one visit per width (one page load costs more than the checks): axe, then the
 * console and network while the page hydrates and prefetches, then the text of <main> compared with the same
 * page without JavaScript. Soft assertions, so a failing gate does not hide another one.
 */
export async function checkEveryPageGate(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string },
  urlPath: string,
): Promise<void> {
  let violations: string[] = [];
  let textWithJs = 0;
  const problems = await browseAndRecordProblems(page, urlPath, baseURL, async () => {
    violations = await axeViolations(page);
    textWithJs = await mainTextLength(page);
  });
  const width = page.viewportSize()?.width;
  const where = `on ${urlPath} at ${width} px`;
  expect
    .soft(violations, `axe (WCAG 2.2 A/AA/AAA and best practices) violations ${where}:\n${violations.join('\n')}`)
    .toEqual([]);
  expect.soft(problems, `console errors / failed requests ${where}:\n${problems.join('\n')}`).toEqual([]);

  const noJs = await pageWithoutJavaScript(browser, page, baseURL);
  try {
    await noJs.goto(urlPath);
    const textWithoutJs = await mainTextLength(noJs);
    expect.soft(textWithJs, `text of <main> on ${urlPath} with JavaScript`).toBeGreaterThan(0);
    expect
      .soft(
        textWithoutJs / Math.max(textWithJs, 1),
        `text of <main> on ${urlPath} without JavaScript (${textWithoutJs} characters) vs with it (${textWithJs})`,
      )
      .toBeGreaterThanOrEqual(MIN_TEXT_WITHOUT_JS);
  } finally {
    await noJs.context().close();
  }
}
