import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectCurrentEntryStandsOut } from './support/active-entry';
import { waitUntilInteractive } from './support/helpers';
import { MENU_ENTRIES, type MenuEntry as EntryLabel, contactBar, mainNav } from './support/layout';
import { sitePages } from './support/site-map';
import { scrollThrough } from './quality/gates';
import { about } from '../content/about';
import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { site } from '../content/site';

/**
 * Shared layout on a desktop screen: contact bar and main navigation. (The footer: footer.spec.ts; the not-found
 * page: not-found.spec.ts; at 375 px: layout.spec.ts.)
 */

/** Each page entry, its path and a heading that proves the page was reached. */
const PAGE_ENTRIES: { label: EntryLabel; path: string; h1: string | RegExp }[] = [
  { label: 'INÍCIO', path: '/', h1: new RegExp(site.name) },
  { label: 'SOBRE NÓS', path: '/sobre', h1: about.heading },
  { label: 'POR QUE ESCOLHER', path: '/porque-escolher', h1: /Por que escolher/i },
  { label: 'DEPOIMENTOS', path: '/depoimentos', h1: /alunos|depoimentos/i },
  { label: 'BLOG', path: '/blog', h1: /Blog/ },
  { label: 'CONTATO', path: '/contato', h1: /conosco|contato/i },
];

function navEntry(page: Page, label: EntryLabel) {
  return mainNav(page).getByRole('link', { name: label, exact: true });
}

async function expectOnlyCurrent(page: Page, label: EntryLabel | null) {
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(label ? 1 : 0);
  if (label) await expect(navEntry(page, label)).toHaveAttribute('aria-current', 'page');
  await expect(navEntry(page, 'CURSOS')).not.toHaveAttribute('aria-current', /.*/);
}

test.describe('contact bar', () => {
  test('shows e-mail, phone, the enrolment badge and the social links', async ({ page }) => {
    await page.goto('/');
    const bar = contactBar(page);
    await expect(bar).toBeVisible();
    // Above the sticky header.
    const barBox = await bar.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(barBox && headerBox && barBox.y < headerBox.y).toBeTruthy();

    const email = bar.getByRole('link', { name: site.email, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
    const phone = bar.getByRole('link', { name: site.phone, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${site.phoneHref}`);
    await expect(bar.getByText('MATRÍCULAS 2025', { exact: true })).toBeVisible();

    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = bar.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link, network).toBeVisible();
      await expect(link, network).toHaveAttribute('target', '_blank');
    }
  });
});

test.describe('main navigation', () => {
  test('lists the seven entries in order', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText([...MENU_ENTRIES]);
    await expect(navEntry(page, 'CURSOS')).toHaveAttribute('href', '/#cursos');
  });

  for (const entry of PAGE_ENTRIES) {
    test(`${entry.path} marks ${entry.label} as the current page, and only it`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(navEntry(page, entry.label)).toHaveAttribute('href', entry.path);
      await expectOnlyCurrent(page, entry.label);
    });
  }

  test('a blog post keeps BLOG current', async ({ page }) => {
    const [post] = posts;
    if (!post) throw new Error('no post');
    await page.goto(`/blog/${post.slug}`);
    await expectOnlyCurrent(page, 'BLOG');
  });

  test('CURSOS is never current: not on /, /cursos nor a course page', async ({ page }) => {
    const [course] = courses;
    if (!course) throw new Error('no course');
    await page.goto('/');
    await expectOnlyCurrent(page, 'INÍCIO');
    await page.goto('/cursos');
    await expectOnlyCurrent(page, null);
    await page.goto(`/cursos/${course.slug}`);
    await expectOnlyCurrent(page, null);
  });

  test('the header stays on screen after scrolling down', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(2000);
    await expect(contactBar(page)).not.toBeInViewport();
    await expect(mainNav(page)).toBeInViewport();
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test('clicking each page entry opens its page', async ({ page }) => {
    // One page after another, each waited for by its own heading: the test's time is the pages', so it has each
    // page's share of the default, not all of them in one (under the suite's full load, the six once took over 30 s).
    test.setTimeout(PAGE_ENTRIES.length * 15_000);
    await page.goto('/');
    for (const entry of [...PAGE_ENTRIES.slice(1), PAGE_ENTRIES[0]]) {
      if (!entry) continue;
      await navEntry(page, entry.label).click();
      await expect(page).toHaveURL((url) => url.pathname === entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
      await expect(navEntry(page, entry.label)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('CURSOS from another page goes home and scrolls to the courses section', async ({ page }) => {
    await page.goto('/sobre');
    await navEntry(page, 'CURSOS').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 2, name: 'Nossos cursos' })).toBeInViewport();
  });
});

test.describe('prefetch on intent', () => {
  /** The route data the Next.js router fetches for a client-side navigation (`/blog/__next…txt?_rsc=…`). */
  const isRouteData = (url: string) => new URL(url).searchParams.has('_rsc');

  test('links fetch their route when pointed at, not when they scroll into view', async ({ page }) => {
    const routeData: string[] = [];
    page.on('request', (request) => {
      if (isRouteData(request.url())) routeData.push(new URL(request.url()).pathname);
    });
    // /sobre links only through the header, the menu and the footer (no carousel of its own).
    await page.goto('/sobre');
    await waitUntilInteractive(page);
    await scrollThrough(page);
    expect(routeData, 'route data fetched without any intent').toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await navEntry(page, 'BLOG').hover();
    await expect.poll(() => routeData.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThan(0);
    expect(
      routeData.every((path) => path.startsWith('/blog/')),
      `only the pointed route: ${routeData.join(', ')}`,
    ).toBe(true);
  });
});

test.describe('the current page stands out in the main navigation (colour, border, background), on every page', () => {
  for (const { path: urlPath } of sitePages()) {
    test(urlPath, async ({ page }) => {
      await page.goto(urlPath);
      await expectCurrentEntryStandsOut(mainNav(page), `in the main navigation on ${urlPath}`);
    });
  }
});
