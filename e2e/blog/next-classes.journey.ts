import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { buildCopy, copyProject, serveCopy } from '../support/project-copy';
import { DEFAULT_SITE_URL } from '../../content/site-url';
import { NARROWEST_WIDTH_PX } from '../../lib/accessibility';
import { expectNoAxeViolations } from '../quality/gates';
import {
  banner,
  calendarEvents,
  classesOf,
  ELECTRICITY,
  events,
  MECHANICS,
  PORT,
  site,
  SPLIT,
  titleOf,
  writeClasses,
} from './next-classes-copy';

/**
 * The next classes, from marketing's files to what visitors and Google see. A temporary copy gets three classes of its
 * own (content/turmas/, as the editor writes them) and is built "on" 20 August 2025 in Londrina: the home banner
 * announces September 2025 and the soonest class; each course page lists its classes with their places, and publishes
 * one Event per class (its start with Londrina's offset), none where there is no class. Built again on the evening
 * the first class has started: that class is gone from its page and from Google's data, and the banner names the next.
 */

test('the next classes: listed on their course pages, given to Google as Events, announced on the home page, gone once started', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const dir = copyProject();
  let server: ChildProcess | undefined;
  try {
    await test.step('three classes, built on 20 August 2025 in Londrina', async () => {
      writeClasses(dir);
      const build = buildCopy(dir, { env: { SITE_BUILD_TIME: '2025-08-20T10:00:00-03:00' } });
      expect(build.ok, build.output.slice(-3000)).toBe(true);
      server = await serveCopy(dir, PORT);
    });

    await test.step('the home banner announces September 2025: the split course, from Monday the 8th', async () => {
      await page.goto(`${site}/`);
      await expect(banner(page).getByText('Próxima turma: Setembro de 2025')).toBeVisible();
      await expect(banner(page)).toContainText(
        `na turma de setembro de 2025: ${titleOf(SPLIT)}, com início em 8 de setembro, segunda-feira.`,
      );
      await expect(banner(page).getByRole('link', { name: titleOf(SPLIT) })).toHaveAttribute(
        'href',
        `/cursos/${SPLIT}`,
      );
      await expect(banner(page).getByRole('button', { name: 'Garanta sua Vaga Agora' })).toBeVisible();
    });

    await test.step('the mechanics course lists its two classes, their places in words; two Events with -03:00', async () => {
      await page.goto(`${site}/cursos/${MECHANICS}`);
      const items = classesOf(page).getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(
        items.nth(0).getByRole('heading', { name: 'Início em 15 de setembro de 2025, segunda-feira' }),
      ).toBeVisible();
      await expect(items.nth(0)).toContainText('Segundas, terças, quartas, quintas e sextas, das 8h às 12h');
      await expect(items.nth(0).getByText('Últimas vagas', { exact: true })).toBeVisible();
      // Its meetings and hours, and the holiday inside it, which its calendar file leaves out.
      await expect(items.nth(0)).toContainText('Aulas60 aulas de 4 horas: 240 horas no total');
      await expect(items.nth(0)).toContainText(
        'Sem aula (feriados e recessos)20 de novembro (Dia da Consciência Negra)',
      );
      await expect(items.nth(1).getByRole('heading', { name: 'Início em 4 de outubro de 2025, sábado' })).toBeVisible();
      await expect(items.nth(1).getByText('Esgotada', { exact: true })).toBeVisible();
      // Neither class is priced: each says so in words; the open one asks its price on WhatsApp, naming it.
      await expect(items.nth(0).getByRole('group', { name: 'Investimento' })).toContainText('Preço sob consulta');
      const ask = items
        .nth(0)
        .getByRole('link', { name: 'pergunte o preço desta turma pelo WhatsApp (abre em nova aba)' });
      expect(decodeURIComponent((await ask.getAttribute('href')) ?? '')).toContain(
        `Qual é o preço da turma da manhã do curso ${titleOf(MECHANICS)}, com início em 15 de setembro de 2025?`,
      );
      await expect(items.nth(1).getByRole('group', { name: 'Investimento' })).toContainText('Preço sob consulta');
      await expect(page.getByRole('complementary', { name: 'Detalhes do curso' })).toContainText(
        'InvestimentoSob Consulta',
      );
      const published = await events(page);
      expect(published.map((event) => event.startDate)).toEqual([
        '2025-09-15T08:00:00-03:00',
        '2025-10-04T08:00:00-03:00',
      ]);
      for (const event of published) {
        expect(String(event.startDate)).toMatch(/-03:00$/);
        expect(event).toMatchObject({
          location: { '@type': 'Place', address: { addressLocality: 'Londrina' } },
          eventStatus: 'https://schema.org/EventScheduled',
        });
        expect(event).not.toHaveProperty('offers');
      }
    });

    await test.step('the split course shows its price as the law asks, and its Event offers the cash price at the course page', async () => {
      await page.goto(`${site}/cursos/${SPLIT}`);
      const items = classesOf(page).getByRole('listitem');
      await expect(items).toHaveCount(1);
      await expect(
        items.first().getByRole('heading', { name: 'Início em 8 de setembro de 2025, segunda-feira' }),
      ).toBeVisible();
      await expect(items.first().getByText('Vagas abertas', { exact: true })).toBeVisible();
      await expect(items.first().getByRole('definition').first()).toHaveText('Segundas e quartas, das 19h às 22h');
      // Its last day, its meetings and hours, and the days without class inside it (none).
      await expect(items.first()).toContainText('Última aula29 de outubro de 2025');
      await expect(items.first()).toContainText('Aulas16 aulas de 3 horas: 48 horas no total');
      await expect(items.first()).toContainText(
        'Sem aula (feriados e recessos)Nenhum: nem feriado nem recesso no período',
      );
      // Cash price, instalments and the first's due date, their total, the interest, how to pay: in that order, each
      // written out; then the school's terms (content/policies.yaml), and the link to the terms of enrolment.
      const price = items.first().getByRole('group', { name: 'Investimento' });
      await expect(price.getByRole('definition')).toHaveText([
        'R$ 890,00',
        '4 parcelas mensais de R$ 230,00',
        '30 dias após a matrícula',
        'R$ 920,00',
        '1,34% ao mês (17,32% ao ano)',
        'Pix, cartão de crédito ou boleto',
        'Cartão de crédito ou boleto (no boleto, sem precisar de cartão de crédito)',
        'Multa de 2% da parcela e juros de mora de 1% ao mês',
        'Pode, com redução proporcional dos juros',
        'Sem taxa de matrícula',
        'Nenhuma',
      ]);
      await expect(price.getByRole('link', { name: 'Termos de inscrição' })).toHaveAttribute(
        'href',
        '/termos-de-inscricao',
      );
      // The details box names the one price a class on the page offers (lib/course-price.ts), not "Sob Consulta".
      await expect(page.getByRole('complementary', { name: 'Detalhes do curso' })).toContainText(
        'InvestimentoA partir de R$ 890,00 à vista',
      );
      const [event, ...others] = await events(page);
      expect(others).toEqual([]);
      expect(event).toMatchObject({
        startDate: '2025-09-08T19:00:00-03:00',
        offers: {
          '@type': 'Offer',
          price: 890,
          priceCurrency: 'BRL',
          availability: 'https://schema.org/InStock',
          url: `${DEFAULT_SITE_URL}/cursos/${SPLIT}`,
        },
      });
    });

    await test.step('a chosen class is kept: asked for on WhatsApp by name, or added to a calendar from a file served as text/calendar', async () => {
      const item = classesOf(page).getByRole('listitem').first();
      const ask = item.getByRole('link', { name: 'Quero esta turma (abre em nova aba)' });
      expect(decodeURIComponent((await ask.getAttribute('href')) ?? '')).toContain(
        `Quero me inscrever na turma da noite do curso ${titleOf(SPLIT)}, com início em 8 de setembro de 2025.`,
      );
      const file = await item.getByRole('link', { name: 'Adicionar à agenda' }).getAttribute('href');
      expect(file).toBe(`/agenda/${SPLIT}-2025-09-08-1900.ics`);
      const response = await page.request.get(`${site}${file}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const [first] = calendarEvents(await response.text());
      expect(first?.start).toBe('2025-09-08T22:00:00.000Z');
      expect(first?.location).toContain('Londrina');
      const google = new URL(
        (await item.getByRole('link', { name: 'Google Agenda (abre em nova aba)' }).getAttribute('href')) ?? '',
      );
      expect(google.searchParams.get('dates')).toBe('20250908T190000/20250908T220000');
      expect(google.searchParams.get('ctz')).toBe('America/Sao_Paulo');
    });

    await test.step("the mechanics course's morning class repeats on its five weekdays until its last day, less its holiday; a sold-out class offers no action", async () => {
      await page.goto(`${site}/cursos/${MECHANICS}`);
      const [morning, soldOut] = await classesOf(page).getByRole('listitem').all();
      const file = await morning!.getByRole('link', { name: 'Adicionar à agenda' }).getAttribute('href');
      const [event] = calendarEvents(await (await page.request.get(`${site}${file}`)).text());
      expect(event?.meetings).toHaveLength(60);
      expect(event?.meetings.at(-1)).toBe('2025-12-08T11:00:00.000Z');
      expect(event?.meetings).toContain('2025-11-19T11:00:00.000Z');
      expect(event?.meetings).not.toContain('2025-11-20T11:00:00.000Z');
      // Sold out: nothing to ask for nor to keep; its price block's link to the terms is its one link.
      await expect(soldOut!.getByRole('link')).toHaveText(['Termos de inscrição']);
      const school = calendarEvents(await (await page.request.get(`${site}/agenda/turmas.ics`)).text());
      expect(school.map((calendarEvent) => calendarEvent.start)).toEqual([
        '2025-09-08T22:00:00.000Z',
        '2025-09-15T11:00:00.000Z',
        '2025-10-04T11:00:00.000Z',
      ]);
    });

    await test.step('axe (AAA and best practices) on a course page with classes and every answer open, at 1280 and 320 px', async () => {
      for (const width of [1280, NARROWEST_WIDTH_PX]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${site}/cursos/${SPLIT}`);
        await page
          .locator('details')
          .evaluateAll((details) => details.forEach((element) => ((element as HTMLDetailsElement).open = true)));
        await expectNoAxeViolations(page, `/cursos/${SPLIT} with its class and every answer open at ${width} px`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('a course without a class says how to ask, and publishes no Event', async () => {
      await page.goto(`${site}/cursos/${ELECTRICITY}`);
      await expect(classesOf(page)).toContainText('Ainda não há turma com data marcada para este curso.');
      await expect(classesOf(page).getByRole('link', { name: 'pelo WhatsApp (abre em nova aba)' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(classesOf(page).getByRole('link', { name: 'pela página de contato' })).toHaveAttribute(
        'href',
        '/contato',
      );
      await expect(classesOf(page).getByRole('listitem')).toHaveCount(0);
      expect(await events(page)).toEqual([]);
    });

    await test.step('built again on 8 September, 19:30: the split class has started', () => {
      const build = buildCopy(dir, { env: { SITE_BUILD_TIME: '2025-09-08T19:30:00-03:00' } });
      expect(build.ok, build.output.slice(-3000)).toBe(true);
    });

    await test.step('the started class is gone from its page, its JSON-LD and with its calendar file', async () => {
      await page.goto(`${site}/cursos/${SPLIT}`);
      await expect(classesOf(page)).toContainText('Ainda não há turma com data marcada para este curso.');
      await expect(classesOf(page).getByText(/8 de setembro/)).toHaveCount(0);
      expect(await events(page)).toEqual([]);
      expect((await page.request.get(`${site}/agenda/${SPLIT}-2025-09-08-1900.ics`)).status()).toBe(404);
      const school = calendarEvents(await (await page.request.get(`${site}/agenda/turmas.ics`)).text());
      expect(school.map((calendarEvent) => calendarEvent.start)).toEqual([
        '2025-09-15T11:00:00.000Z',
        '2025-10-04T11:00:00.000Z',
      ]);
    });

    await test.step('the banner moves on to the mechanics course, from Monday the 15th', async () => {
      await page.goto(`${site}/`);
      await expect(banner(page).getByText('Próxima turma: Setembro de 2025')).toBeVisible();
      await expect(banner(page)).toContainText(`${titleOf(MECHANICS)}, com início em 15 de setembro, segunda-feira.`);
      await expect(banner(page)).not.toContainText(titleOf(SPLIT));
    });

    await test.step("the page report checks each course's Events against what Google needs", async () => {
      await page.goto(`${site}/admin/paginas`);
      // Each course's entry has its classes under the heading "Turmas no Google (eventos)".
      const entry = page.getByRole('article', { name: `/cursos/${MECHANICS}` });
      await expect(entry.getByRole('heading', { name: 'Turmas no Google (eventos)' })).toBeVisible();
      await expect(
        entry.getByRole('listitem').filter({ hasText: 'turma da manhã, início em 15 de setembro de 2025' }).first(),
      ).toContainText('Pronta para o resultado de eventos do Google');
      await expect(page.getByRole('article', { name: `/cursos/${SPLIT}` })).toContainText(
        'Turmas no Google (eventos)Nenhuma turma com data por vir',
      );
    });
  } finally {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
