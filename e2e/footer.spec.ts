import { expect, test } from './support/fixtures';
import { waitUntilInteractive } from './support/helpers';
import { about } from '../content/about';
import { site } from '../content/site';
import { formatAddress } from '../lib/address';
import { EVERY_WIDTH } from './support/widths';

/** The shared footer on a desktop screen: its columns, links, placeholder buttons, contact data and last lines. */

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
