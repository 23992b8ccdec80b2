import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { account, expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

const admin = account('admin');

/** A method of `broadband/v1`, asked the way any API client would, as admin with HTTP Basic. */
async function rpc<Result>(request: APIRequestContext, method: string, params: unknown): Promise<Result> {
  const reply = await request.post('/api/broadband/v1', {
    headers: { Authorization: `Basic ${btoa(`admin:${admin.password}`)}` },
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { result?: Result; error?: unknown };
  expect(body.error).toBeUndefined();
  return body.result!;
}

type Totals = { pagination: { total_items: number } };

/** The service's own count for a link of the overview: its URL's filter, sent as the list sends it. */
async function countBehind(request: APIRequestContext, href: string): Promise<number> {
  const url = new URL(href, 'http://portal.invalid');
  const params = Object.fromEntries(url.searchParams);
  if (url.pathname === '/products') {
    const result = await rpc<Totals>(request, 'list_carriers', {
      filter: params,
      pagination: { page: 1, per_page: 1 },
    });
    return result.pagination.total_items;
  }
  expect(url.pathname).toBe('/transactions');
  const filter = Object.fromEntries(
    Object.entries(params).map(([member, value]) => [
      member,
      value === 'true' ? true : value === 'false' ? false : value,
    ]),
  );
  const result = await rpc<Totals>(request, 'list_transactions', {
    filter,
    pagination: { page: 1, per_page: 1 },
  });
  return result.pagination.total_items;
}

const numberIn = (text: string) => Number((/\d[\d.]*/.exec(text)?.[0] ?? 'NaN').replaceAll('.', ''));

interface ChartLink {
  href: string;
  value: number;
  name: string;
}

/** Every link of the overview's cards with the number it shows. */
async function chartLinks(page: Page): Promise<ChartLink[]> {
  const read = async (links: Locator, valueOf: (link: Locator) => Promise<number>) =>
    Promise.all(
      (await links.all()).map(async (link) => ({
        href: (await link.getAttribute('href'))!,
        value: await valueOf(link),
        name: (await link.getAttribute('aria-label')) ?? (await link.innerText()).replace(/\s+/g, ' '),
      })),
    );
  return read(page.locator('main .overview-card').getByRole('link'), shownValue).then((links) =>
    links.filter((link) => !link.href.startsWith('/address-check')),
  );
}

async function chartsShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Verwachte opleveringen per dag' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Carrierproducten per technologie' })).toBeVisible();
}

async function openOverview(page: Page) {
  await page.goto('/login');
  await logInAs(page, 'admin');
  await chartsShown(page);
}

/** The overview read afresh (the session is kept across a reload). */
async function openOverviewAgain(page: Page) {
  await page.goto('/');
  await chartsShown(page);
}

/** The number a link of a chart shows. */
async function shownValue(link: Locator): Promise<number> {
  for (const part of ['.bar-chart__value', '.day-timeline__value']) {
    if ((await link.locator(part).count()) > 0) return numberIn(await link.locator(part).innerText());
  }
  return numberIn(await link.innerText());
}

/** The total the list page says it found. */
async function listTotal(page: Page, href: string): Promise<number> {
  if (href.startsWith('/products')) {
    const status = page.locator('.products__status');
    await expect(status).toHaveText(/^(Producten \d.* van [\d.]+|Geen producten)/);
    const text = await status.innerText();
    return text.startsWith('Geen') ? 0 : numberIn(text.replace(/^.* van /, ''));
  }
  const status = page.locator('#tx-list-status');
  await expect(status).toHaveText(/gevonden/);
  const text = await status.innerText();
  return text.startsWith('Geen') ? 0 : numberIn(text);
}

test.describe('the overview', () => {
  // Other browser tests cancel transactions of the same account meanwhile: a count that moved
  // between reading the page and asking the service is read again from a fresh page.
  test("every chart shows the account's own counts, as the service gives them", async ({ page, request }) => {
    const csp = watchCspViolations(page);
    await openOverview(page);
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await openOverviewAgain(page);
      const links = await chartLinks(page);
      const kinds = new Set(links.map((link) => `${new URL(link.href, 'http://p.invalid').pathname}`));
      expect(kinds).toEqual(new Set(['/transactions', '/products']));
      const shown = links.map((link) => `${link.name} → ${link.href}: ${link.value}`);
      const actual = await Promise.all(
        links.map(async (link) => `${link.name} → ${link.href}: ${await countBehind(request, link.href)}`),
      );
      expect(shown).toEqual(actual);
      // something in every chart of the seeded account
      for (const list of [
        'Open transacties per status',
        'Open transacties per soort, verdeeld naar status',
        'Verwachte opleveringen per dag',
        'Verschoven opleveringen per soort',
        'Aangevraagde annuleringen per soort, verdeeld naar stand van zaken',
        'Carrierproducten per technologie',
      ])
        await expect(page.getByRole('list', { name: list }).getByRole('link').first()).toBeVisible();
    }).toPass({ timeout: 45_000 });
    expect(csp).toEqual([]);
  });

  test('each chart leads to the list behind its number, whose total is that number', async ({ page }) => {
    test.slow(); // follows some thirty links
    await openOverview(page);
    const links = await chartLinks(page);
    const days = links.filter((link) => link.href.includes('expected_completion_from'));
    const followed = [
      ...links.filter((link) => !link.href.includes('expected_completion_from')),
      ...days.slice(0, 2),
      ...days.slice(-1),
    ];
    expect(followed.length).toBeGreaterThan(25);
    for (const { href, name } of followed) {
      let attempt = 0;
      await expect(async () => {
        if (attempt++ > 0) await openOverviewAgain(page);
        const link = page.locator(`main a[href="${href}"]`).first();
        const value = await shownValue(link);
        await link.click();
        await expect(page).toHaveURL(href);
        const total = await listTotal(page, href);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
        expect(total, `${name} → ${href}`).toBe(value);
      }).toPass({ timeout: 30_000 });
    }
  });

  test('the list shows the filter it was reached with, and clearing it shows every transaction', async ({
    page,
    request,
  }) => {
    await openOverview(page);
    await page.getByRole('link', { name: /^\d+ verschoven$/ }).click();
    await expect(page).toHaveURL('/transactions?slipped=true');
    await expect(page.getByLabel('Oplevering verschoven').locator('option:checked')).toHaveText(
      'Alleen verschoven',
    );
    await page.goBack();
    const day = page.locator('a.day-timeline__content').first();
    const date = new URL((await day.getAttribute('href'))!, 'http://p.invalid').searchParams.get(
      'expected_completion_from',
    )!;
    await day.click();
    await expect(page.getByLabel('Open of afgesloten').locator('option:checked')).toHaveText('Alleen open');
    await expect(page.getByLabel('Verwachte oplevering vanaf')).toHaveValue(date);
    await expect(page.getByLabel('Verwachte oplevering tot en met')).toHaveValue(date);

    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    const all = await countBehind(request, '/transactions');
    await expect(page.locator('#tx-list-status')).toContainText(`${all.toLocaleString('nl-NL')} transacties`);
  });

  test('the charts are reachable and visibly focused by keyboard, named with their numbers', async ({
    page,
  }) => {
    await openOverview(page);
    const first = page.getByRole('list', { name: 'Open transacties per status' }).getByRole('link').first();
    await expect(first).toHaveAccessibleName(/^Nieuw: \d+$/);
    const stacked = page
      .getByRole('list', { name: 'Open transacties per soort, verdeeld naar status' })
      .getByRole('link', { name: /^Overstap: \d+/ });
    await expect(stacked).toHaveAccessibleName(/^Overstap: \d+ \(Nieuw: \d+, In behandeling: \d+\)$/);
    await expect(
      page.getByRole('list', { name: 'Verwachte opleveringen per dag' }).getByRole('link').first(),
    ).toHaveAccessibleName(/^\w+dag \d+ \w+: (?:1 oplevering|(?:[02-9]|\d{2,}) opleveringen)$/);

    await page.getByRole('heading', { level: 1 }).focus();
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    const outline = await first.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/transactions?state=new');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openOverview(page);
      await expectNoAxeViolations(page);
    });
  }

  test('shows the latest address checks of the session, each leading back to its check, until it ends', async ({
    page,
  }) => {
    await openOverview(page);
    const recent = page.getByRole('region', { name: 'Laatste adreschecks' });
    await expect(recent).toContainText('nog geen adres gecontroleerd');
    await recent.getByRole('link', { name: 'Een adres controleren' }).click();
    await page.getByLabel('Postcode').fill('3011AB');
    await page.getByLabel('Huisnummer').fill('10');
    await page.getByRole('button', { name: 'Controleren' }).click();
    await expect(page.getByRole('region', { name: 'KPNWBA', exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Overzicht' })
      .click();
    await expect(recent.getByRole('link')).toHaveText(['3011 AB 10']);
    await recent.getByRole('link', { name: '3011 AB 10 opnieuw controleren' }).click();
    await expect(page).toHaveURL('/address-check?zipcode=3011AB&housenr=10');

    // the checks belong to the session: the next person signing in on this page does not see them
    await page.getByText('Ingelogd als admin').click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInAs(page, 'admin');
    await chartsShown(page);
    await expect(recent).toContainText('nog geen adres gecontroleerd');
  });
});
