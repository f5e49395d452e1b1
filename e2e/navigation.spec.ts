import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectCurrentEntryStandsOut } from './support/active-entry';
import { waitUntilInteractive } from './support/helpers';
import { MENU_ENTRIES, type MenuEntry as EntryLabel, contactBar } from './support/layout';
import { sitePages } from './support/site-map';
import { scrollThrough } from './quality/gates';
import { about } from '../content/about';
import { courses } from '../content/courses';
import { posts } from '../content/posts';
import { site } from '../content/site';
import { formatAddress } from '../lib/address';
import { EVERY_WIDTH } from './support/widths';

/**
 * Shared layout on a desktop screen: contact bar, main navigation, footer, and the not-found page. (At 375 px:
 * layout.spec.ts.)
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

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal', exact: true });
}

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

test.describe('footer', () => {
  test('has the id contato and four columns', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'contato');
    // Column 1: the logo column (logo, tagline, social icons); columns 2 to 4 have headings.
    await expect(footer.getByRole('heading')).toHaveText(['Cursos', 'Institucional', 'Fale Conosco']);
    await expect(footer.getByText(site.shortName, { exact: true })).toBeVisible();
    await expect(footer.getByText(site.tagline)).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link, network).toBeVisible();
      await expect(link, network).toHaveAttribute('target', '_blank');
    }
  });

  test('has the institutional links and the placeholder buttons', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Sobre Nós', '/sobre'],
      ['Blog', '/blog'],
      ['Ver todos os cursos', '/cursos'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of [
      'Ar Condicionado Split',
      'Mecânico em Refrigeração e A/C',
      'Câmaras Frigorificas',
      'Política de Privacidade',
      'Trabalhe Conosco',
    ]) {
      await expect(footer.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('a placeholder button shows the not-implemented notice', async ({ page }) => {
    await page.goto('/');
    const placeholder = page.getByRole('contentinfo').getByRole('button', { name: 'Trabalhe Conosco', exact: true });
    await waitUntilInteractive(page);
    await placeholder.click();
    // Visible ones only: the page also holds the same notice as a native popover, for before hydration.
    await expect(page.getByText('🚧 Funcionalidade não implementada').filter({ visible: true })).toBeVisible();
    await expect(
      page.getByText('Este recurso ainda não está disponível. Peça no próximo prompt! 🚀').filter({ visible: true }),
    ).toBeVisible();
  });

  test('footer links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre Nós', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
  });

  test('shows the contact data, the copyright line and the experience statement', async ({ page }) => {
    await page.goto('/sobre');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.phone, exact: true })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
    await expect(footer.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(footer.getByRole('listitem').filter({ hasText: /Londrina/ })).toBeVisible();

    const year = new Date().getFullYear();
    await expect(footer.getByText(new RegExp(`©\\s*${year}\\s+${site.name}`))).toBeVisible();
    await expect(footer.getByText(/mais de 15 anos/)).toBeVisible();
    await expect(footer.getByText(/mais de 15 anos/)).toContainText(/paranaense|Paraná/);
  });

  test(
    'ends with the copyright line, after the statement link and the legal name, CNPJ and address',
    { tag: EVERY_WIDTH },
    async ({ page }) => {
      await page.goto('/sobre');
      const footer = page.getByRole('contentinfo');
      const legal = footer.getByText(`${site.legalName} · CNPJ ${site.cnpj} · ${formatAddress(site.address)}`);
      await expect(legal).toBeVisible();
      const copyright = footer.getByText(/©\s*\d{4}\s.*Todos os direitos reservados\./);
      await expect(copyright).toBeVisible();
      // The last line drawn: no text of the footer sits lower than the copyright line, at this width.
      const lowest = await footer.evaluate((element) => {
        const texts = [...element.querySelectorAll<HTMLElement>('p, a, li, button, h2, h3, span')].filter(
          (node) => node.checkVisibility() && (node.textContent ?? '').trim() !== '',
        );
        return texts.reduce((lowestSoFar, node) =>
          node.getBoundingClientRect().bottom > lowestSoFar.getBoundingClientRect().bottom ? node : lowestSoFar,
        ).textContent;
      });
      expect(lowest).toMatch(/Todos os direitos reservados\.$/);
      const [legalBox, copyrightBox, statementBox] = await Promise.all([
        legal.boundingBox(),
        copyright.boundingBox(),
        footer.getByRole('link', { name: 'Acessibilidade', exact: true }).boundingBox(),
      ]);
      expect(statementBox!.y).toBeLessThan(legalBox!.y);
      expect(legalBox!.y).toBeLessThan(copyrightBox!.y);
    },
  );
});

test.describe('not-found page', () => {
  test('an unknown course answers 404 with the heading and links to the four courses', async ({ page }) => {
    const response = await page.goto('/cursos/nao-existe');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page).toHaveTitle(new RegExp(`Página não encontrada \\| ${site.shortName}`));
    for (const course of courses) {
      const link = main.getByRole('listitem').getByRole('link', { name: course.title, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/cursos/${course.slug}`);
    }
    // The shared layout is there too.
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a course link on the not-found page opens the course', async ({ page }) => {
    const [course] = courses;
    if (!course) throw new Error('no course');
    await page.goto('/cursos/nao-existe');
    await page.getByRole('main').getByRole('listitem').getByRole('link', { name: course.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/cursos/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  });

  test('any unknown path answers 404 with the same page', async ({ page }) => {
    const response = await page.goto('/uma-pagina-qualquer');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });

  test('/404 shows the not-found heading', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });
});
