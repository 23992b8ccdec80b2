import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations, listCarriersFromApi, logInAs } from './support.ts';

const TOTAL = 12_000;
const PRODUCT_ATTRIBUTES = 22;

/** Logs in and lands on the product table with the given query string, as a deep link would. */
async function openProducts(page: Page, query = '') {
  const listed = waitForListing(page);
  await page.goto(`/login?next=${encodeURIComponent(`/products${query}`)}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrierproducten' })).toBeVisible();
  await listed;
  await settled(page);
}

const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const table = (page: Page) => page.locator('.carrier-table table');
const rows = (page: Page) => page.locator('tbody tr[data-index]');
const status = (page: Page) => page.locator('.products__status');

function waitForListing(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadband/v1') &&
      (response.request().postData() ?? '').includes('"list_carriers"'),
  );
}

/** Waits until the rows shown are the listing asked for; a page of 10,000 rows may take longer. */
async function settled(page: Page, timeout?: number) {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(page.locator('.products__loading')).toHaveCount(0, { timeout });
}

/** Does something that changes the listing and waits until its rows are shown. */
async function changeListing(page: Page, action: () => Promise<unknown>, timeout?: number) {
  const listed = waitForListing(page);
  await action();
  await listed;
  await settled(page, timeout);
}

async function column(page: Page, id: string): Promise<string[]> {
  return rows(page).locator(`td[data-column="${id}"]`).allTextContents();
}

const KBIT_PER = { kbit: 1, Mb: 1024, Gb: 1024 * 1024 } as const;
const SHOWN_SPEED = /^(\d{1,3}(?:\.\d{3})*(?:,\d)?) (kbit|Mb|Gb)\/s$/;

/** The speeds of a column as the table shows them (Dutch), back in kbit/s (to a tenth of the unit). */
async function speeds(page: Page, id: string): Promise<number[]> {
  return (await column(page, id)).map((text) => {
    const match = SHOWN_SPEED.exec(text);
    expect(match, `"${text}" reads as a speed`).not.toBeNull();
    return (
      Number(match![1]!.replace(/\./g, '').replace(',', '.')) * KBIT_PER[match![2] as keyof typeof KBIT_PER]
    );
  });
}

/** A speed in kbit/s as people read it: kbit/s below 1 Mb/s, Mb/s, from 1024 Mb/s Gb/s, one decimal at most. */
function speedText(kbit: number, locale: 'nl-NL' | 'en-GB'): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const megabits = kbit / 1024;
  if (megabits >= 1024) return `${format.format(megabits / 1024)} Gb/s`;
  return megabits >= 1 || kbit === 0 ? `${format.format(megabits)} Mb/s` : `${format.format(kbit)} kbit/s`;
}

async function productIds(page: Page): Promise<number[]> {
  return (
    await rows(page).evaluateAll((elements) => elements.map((row) => row.getAttribute('data-product-id')))
  ).map(Number);
}

const sortButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const header = (page: Page, label: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function downloadCsv(page: Page, { button = 'CSV downloaden', separator = ';' } = {}) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  return {
    name: download.suggestedFilename(),
    text,
    records: parse(text, { delimiter: separator, bom: true }) as string[][],
  };
}

test.describe('carrier products', () => {
  // A click on a heading sorting ascending, a second descending, in the service's order, the heading
  // saying so: e2e/flows/carrier-products.flow.ts.
  test('a sort starts again at page 1, and the speeds read as people read them', async ({
    page,
    request,
  }) => {
    await openProducts(page, '?page=3');
    await changeListing(page, () => sortButton(page, 'Download').click());
    await expect(page).toHaveURL(/\/products\?sort=download$/);

    await changeListing(page, () => sortButton(page, 'Download').click());
    const descending = await speeds(page, 'download');
    expect(descending.length).toBeGreaterThan(10);
    const expected = await listCarriersFromApi(request, {
      sort: { download: 'DESC' },
      pagination: { page: 1, per_page: descending.length },
    });
    expect(await productIds(page)).toEqual(expected.carriers.map((product) => product.product_id));
    expect(await column(page, 'download')).toEqual(
      expected.carriers.map((product) => speedText(product.download as number, 'nl-NL')),
    );
    expect(await column(page, 'upload')).toEqual(
      expected.carriers.map((product) => speedText(product.upload as number, 'nl-NL')),
    );
  });

  test('shift-click adds a secondary sort', async ({ page, request }) => {
    await openProducts(page);
    await changeListing(page, () => sortButton(page, 'Leverancier').click());
    await changeListing(page, () => sortButton(page, 'Download').click({ modifiers: ['Shift'] }));
    await expect(page).toHaveURL(/\/products\?sort=supplier%2Cdownload$/);
    await expect(header(page, 'Leverancier')).toHaveAttribute('aria-sort', 'ascending');
    await expect(sortButton(page, 'Download')).toHaveAccessibleName(/sortering 2 van 2/);

    const suppliers = await column(page, 'supplier');
    const downloads = await speeds(page, 'download');
    for (let index = 1; index < suppliers.length; index += 1) {
      const [previous, current] = [suppliers[index - 1]!, suppliers[index]!];
      expect(previous <= current).toBe(true);
      if (previous === current) expect(downloads[index - 1]! <= downloads[index]!).toBe(true);
    }
    const expected = await listCarriersFromApi(request, {
      sort: { supplier: 'ASC', download: 'ASC' },
      pagination: { page: 1, per_page: suppliers.length },
    });
    expect(await productIds(page)).toEqual(expected.carriers.map((product) => product.product_id));

    await changeListing(page, () => sortButton(page, 'Download').click({ modifiers: ['Shift'] }));
    await expect(page).toHaveURL(/\/products\?sort=supplier%2C-download$/);
  });

  // The range it leaves and the button that removes it: e2e/flows/carrier-products.flow.ts.
  test('a text filter keeps only matching rows and starts again at page 1', async ({ page }) => {
    await openProducts(page, '?page=2');
    await changeListing(page, () => page.getByLabel('Filter op Leverancier').fill('tele'));
    await expect(page).toHaveURL(/\/products\?supplier=tele$/);
    const suppliers = await column(page, 'supplier');
    expect(suppliers.length).toBeGreaterThan(10);
    for (const supplier of suppliers) expect(supplier.toLowerCase()).toContain('tele');
  });

  test('a numeric filter with >= keeps rows at or above the number; a malformed one is not sent', async ({
    page,
  }) => {
    await openProducts(page);
    const filter = page.getByLabel('Filter op Product-id');
    await changeListing(page, () => filter.fill('>=11990'));
    await expect(page).toHaveURL(/\/products\?product_id=%3E%3D11990$/);
    expect(await productIds(page)).toEqual(Array.from({ length: 11 }, (_, index) => 11_990 + index));

    const listings: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"list_carriers"')) listings.push(request.postData()!);
    });
    await filter.fill('>=fast');
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Geheel getal, >=N of <=N')).toBeVisible();
    await filter.press('Enter');
    await expect(page).toHaveURL(/\/products\?product_id=%3E%3D11990$/);
    // the next valid filter goes out; the malformed one never did
    await changeListing(page, () => filter.fill('>=11995'));
    await expect(page).toHaveURL(/\/products\?product_id=%3E%3D11995$/);
    expect(listings.some((body) => body.includes('>=11995'))).toBe(true);
    expect(listings.filter((body) => body.includes('fast'))).toEqual([]);
  });

  test('a speed filter is typed as the table shows speeds and sent in kbit/s; a malformed one is not sent', async ({
    page,
  }) => {
    await openProducts(page);
    const filter = page.getByLabel('Filter op Download in Mb/s');
    await expect(filter).toHaveAccessibleDescription(/^Een snelheid in Mb\/s, of met een eenheid .*Gb\/s/);
    await changeListing(page, () => filter.fill('>=1 Gb/s'));
    await expect(page).toHaveURL(/\/products\?download=%3E%3D1048576$/);
    const fast = await speeds(page, 'download');
    expect(fast.length).toBeGreaterThan(10);
    for (const download of fast) expect(download).toBeGreaterThanOrEqual(1_048_576);
    await expect(page.getByRole('button', { name: 'Filter verwijderen: Download: >=1 Gb/s' })).toBeVisible();

    await changeListing(page, () => filter.fill('<=100'));
    await expect(page).toHaveURL(/\/products\?download=%3C%3D102400$/);
    const slow = await speeds(page, 'download');
    expect(slow.length).toBeGreaterThan(10);
    for (const download of slow) expect(download).toBeLessThanOrEqual(102_400);
    expect(slow.some((download) => download === 102_400)).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Filter verwijderen: Download: <=100 Mb/s' }),
    ).toBeVisible();

    const listings: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"list_carriers"')) listings.push(request.postData()!);
    });
    await filter.fill('>=fast');
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Snelheid, bijvoorbeeld >=100 of >=1 Gb/s')).toBeVisible();
    await filter.press('Enter');
    await expect(page).toHaveURL(/\/products\?download=%3C%3D102400$/);
    // the next valid filter goes out; the malformed one never did
    await changeListing(page, () => filter.fill('<=50'));
    await expect(page).toHaveURL(/\/products\?download=%3C%3D51200$/);
    expect(listings.some((body) => body.includes('<=51200'))).toBe(true);
    expect(listings.filter((body) => body.includes('fast'))).toEqual([]);
  });

  test('a speed filter in the URL reads as the table shows speeds', async ({ page }) => {
    await openProducts(page, '?upload=>%3D1572864');
    await expect(page.getByLabel('Filter op Upload in Mb/s')).toHaveValue('>=1,5 Gb/s');
    await expect(page.getByRole('button', { name: 'Filter verwijderen: Upload: >=1,5 Gb/s' })).toBeVisible();
    const uploads = await speeds(page, 'upload');
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(upload).toBeGreaterThanOrEqual(1_572_864);

    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('button', { name: 'Remove filter: Upload: >=1.5 Gb/s' })).toBeVisible();
    await expect(page).toHaveURL(/\/products\?upload=%3E%3D1572864$/);
  });

  test('network_match keeps only the exactly named network', async ({ page }) => {
    await openProducts(page);
    await changeListing(page, () => page.getByLabel('Filter op Netwerk').fill('kpn'));
    const containing = await column(page, 'network');
    expect(containing).toContain('KPN-GPON');

    await page.getByLabel('Filter op Netwerk').fill('');
    await expect(page).toHaveURL(/\/products$/);
    await settled(page);
    await changeListing(page, () => page.getByLabel('Netwerk (exacte naam)').fill('kpn'));
    await expect(page).toHaveURL(/\/products\?network_match=kpn$/);
    const exact = await column(page, 'network');
    expect(exact.length).toBeGreaterThan(10);
    expect(new Set(exact)).toEqual(new Set(['KPN']));
  });

  test('changes the page size and moves between pages, with the total count', async ({ page }) => {
    // the first range, and Next: e2e/flows/carrier-products.flow.ts
    await openProducts(page);
    await changeListing(page, () => page.getByLabel('Rijen per pagina').selectOption('25'));
    await expect(page).toHaveURL(/\/products\?per_page=25$/);
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(25 + 2));
    await expect(status(page)).toHaveText('Producten 1–25 van 12.000');
    const pages = page.getByRole('navigation', { name: 'Pagina’s' });
    await expect(pages).toContainText('Pagina 1 van 480');

    await changeListing(page, () => pages.getByRole('button', { name: 'Laatste' }).click());
    await expect(pages).toContainText('Pagina 480 van 480');
    await expect(status(page)).toHaveText('Producten 11.976–12.000 van 12.000');
    await expect(pages.getByRole('button', { name: 'Volgende' })).toBeDisabled();

    await pages.getByLabel('Naar pagina').fill('7');
    await changeListing(page, () => pages.getByRole('button', { name: 'Ga', exact: true }).click());
    await expect(status(page)).toHaveText('Producten 151–175 van 12.000');

    await changeListing(page, () => page.getByLabel('Rijen per pagina').selectOption('0'), 30_000);
    await expect(page).toHaveURL(/\/products\?per_page=all$/);
    await expect(status(page)).toHaveText('Producten 1–12.000 van 12.000');
  });

  test('keeps the previous page visible, dimmed, while the next one loads', async ({ page }) => {
    await openProducts(page);
    const firstPage = await productIds(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/broadband/v1', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(table(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.carrier-table--stale')).toBeVisible();
    expect(await productIds(page)).toEqual(firstPage);
    await expect(page.getByRole('progressbar', { name: 'Bezig met laden…' })).toBeAttached();
    release();
    await settled(page);
    expect((await productIds(page))[0]).toBe(101);
  });

  test('invalid URL values fall back to their defaults', async ({ page }) => {
    await openProducts(page, '?per_page=7&page=-2&sort=nonsense,-download,-download&download=fast&supplier=');
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(100 + 2));
    await expect(status(page)).toHaveText('Producten 1–100 van 12.000');
    await expect(header(page, 'Download')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Filter op Download in Mb/s')).toHaveValue('');
  });

  test('a sorted, filtered page survives a reload', async ({ page }) => {
    const query = '?sort=-download&supplier=kpn&page=2&per_page=25';
    await openProducts(page, query);
    await expect(page).toHaveURL(endsWith(`/products${query}`));
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(25 + 2));
    const before = await productIds(page);
    expect(before.length).toBeGreaterThan(10);
    await expect(status(page)).toContainText('Producten 26–50 van');

    const listed = waitForListing(page);
    await page.reload();
    await expect(page).toHaveURL(endsWith(`/products${query}`));
    await listed;
    await settled(page);
    await expect(page).toHaveURL(endsWith(`/products${query}`));
    expect(await productIds(page)).toEqual(before);
    await expect(page.getByLabel('Filter op Leverancier')).toHaveValue('kpn');
    await expect(header(page, 'Download')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Rijen per pagina')).toHaveValue('25');
  });

  test('back and forward restore sorting, page and filters', async ({ page }) => {
    await openProducts(page);
    const unsorted = await productIds(page);
    await changeListing(page, () => sortButton(page, 'Naam').click());
    const sorted = await productIds(page);
    await changeListing(page, () => page.getByRole('button', { name: 'Volgende' }).click());
    const secondPage = await productIds(page);
    await changeListing(page, () => page.getByLabel('Filter op Leverancier').fill('ziggo'));
    await expect(page).toHaveURL(/\/products\?sort=name&supplier=ziggo$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=name&page=2$/);
    await settled(page);
    expect(await productIds(page)).toEqual(secondPage);
    await expect(page.getByLabel('Filter op Leverancier')).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?sort=name$/);
    await settled(page);
    expect(await productIds(page)).toEqual(sorted);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await settled(page);
    expect(await productIds(page)).toEqual(unsorted);
    await expect(header(page, 'Naam')).not.toHaveAttribute('aria-sort');

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/products\?sort=name&supplier=ziggo$/);
    await settled(page);
    await expect(page.getByLabel('Filter op Leverancier')).toHaveValue('ziggo');
    for (const supplier of await column(page, 'supplier')) expect(supplier).toBe('ZIGGO');
  });

  // The row count, the few rows drawn and scrolling to the last: e2e/flows/carrier-products.flow.ts.
  test('on a page of 10,000 rows End and Home move the focus to the last row and the first', async ({
    page,
  }) => {
    await openProducts(page);
    // 5.6 MB to fetch, parse and lay out: on a loaded two-core machine that has taken over 10 s.
    await changeListing(page, () => page.getByLabel('Rijen per pagina').selectOption('10000'), 30_000);
    await page.locator('tr[aria-rowindex="3"]').focus();
    await page.keyboard.press('End');
    await expect(page.locator('tr[aria-rowindex="10002"]')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.locator('tr[aria-rowindex="3"]')).toBeFocused();
  });

  test('arrow keys move between rows and Enter opens the row', async ({ page }) => {
    await openProducts(page);
    await page.getByLabel('Filter op Upload in Mb/s').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('tr[data-index="0"]')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const third = page.locator('tr[data-index="2"]');
    await expect(third).toBeFocused();
    await expect(third).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('PageDown');
    await expect(page.locator('tr[data-index="2"]')).not.toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(third).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Product 3/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the row with keyboard focus stays in the window at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openProducts(page);
      const expectInView = async (index: number) => {
        const row = page.locator(`tr[data-index="${index}"]`);
        await expect(row).toBeFocused();
        const box = (await row.boundingBox())!;
        const head = (await page.locator('.carrier-table thead').boundingBox())!;
        expect(box.y, `row ${index} below the top of the window`).toBeGreaterThanOrEqual(0);
        expect(box.y, `row ${index} below the table's headings`).toBeGreaterThanOrEqual(
          head.y + head.height - 1,
        );
        expect(box.y + box.height, `row ${index} above the bottom of the window`).toBeLessThanOrEqual(
          viewport.height,
        );
      };
      await rows(page).first().focus();
      await expectInView(0);
      for (let index = 1; index <= 20; index += 1) {
        await page.keyboard.press('ArrowDown');
        await expectInView(index);
      }
      await page.keyboard.press('PageDown');
      // a row not yet drawn takes the focus once the table has drawn it
      const focusedIndex = () =>
        page.evaluate(() => Number(document.activeElement?.getAttribute('data-index') ?? -1));
      await expect.poll(focusedIndex).toBeGreaterThan(20);
      const paged = await focusedIndex();
      await expectInView(paged);
      for (let index = paged - 1; index >= paged - 20; index -= 1) {
        await page.keyboard.press('ArrowUp');
        await expectInView(index);
      }
      await page.keyboard.press('End');
      await expectInView(99);
      await page.keyboard.press('Home');
      await expectInView(0);
    });
  }

  test('the row detail panel shows every attribute and gives focus back', async ({ page, request }) => {
    await openProducts(page, '?sort=-upload');
    const row = rows(page).nth(4);
    const id = await row.getAttribute('data-product-id');
    await row.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Product ${id}`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await expect(dialog.locator('dt')).toHaveCount(PRODUCT_ATTRIBUTES);
    const [product] = (
      await listCarriersFromApi(request, { filter: { product_id: id }, pagination: { page: 1, per_page: 1 } })
    ).carriers;
    for (const [attribute, value] of Object.entries(product!)) {
      const entry = dialog
        .locator('.side-panel__attribute')
        .filter({ has: page.locator(`code:text-is("${attribute}")`) });
      const shown =
        value === null
          ? 'leeg'
          : typeof value === 'boolean'
            ? value
              ? 'Ja'
              : 'Nee'
            : attribute === 'download' || attribute === 'upload'
              ? `${speedText(value as number, 'nl-NL')} (${(value as number).toLocaleString('nl-NL')} kbit/s)`
              : String(value);
      await expect(entry.locator('dd')).toHaveText(shown);
    }
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
  });

  test('a product name cut off in the table can be read whole: on hover, by screen readers, in the detail', async ({
    page,
  }) => {
    await openProducts(page);
    const cells = rows(page).locator('td[data-column="name"]');
    const cut = await cells.evaluateAll((elements) =>
      elements.findIndex((element) => element.scrollWidth > element.clientWidth),
    );
    expect(cut, 'a name on the first page is too long for its column').toBeGreaterThanOrEqual(0);
    const cell = cells.nth(cut);
    const name = (await cell.textContent())!;
    await expect(cell).toHaveAttribute('title', name);
    await expect(cell).toHaveAccessibleName(name);

    await rows(page).nth(cut).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.side-panel__subtitle')).toHaveText(name);
    await expect(dialog).toHaveAccessibleName(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  });

  test('the column chooser hides and shows columns and remembers it for the session', async ({ page }) => {
    await openProducts(page);
    const chooser = page.locator('.column-chooser summary');
    await expect(chooser).toHaveText('Kolommen (11 van 22)');
    await expect(header(page, 'Factuuromschrijving')).toHaveCount(0);
    await chooser.click();
    await page.getByRole('checkbox', { name: 'Leverancier' }).uncheck();
    await page.getByRole('checkbox', { name: 'Factuuromschrijving' }).check();
    await expect(header(page, 'Leverancier')).toHaveCount(0);
    await expect(header(page, 'Factuuromschrijving')).toBeVisible();
    await expect(rows(page).first().locator('td[data-column="invoice_description"]')).not.toBeEmpty();
    await expect(chooser).toHaveText('Kolommen (11 van 22)');

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Overzicht' })
      .click();
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Carrierproducten' })
      .click();
    await settled(page);
    await expect(header(page, 'Leverancier')).toHaveCount(0);
    await expect(header(page, 'Factuuromschrijving')).toBeVisible();

    await page.reload();
    await settled(page);
    await expect(header(page, 'Factuuromschrijving')).toBeVisible();
    await page.locator('.column-chooser summary').click();
    await page.getByRole('button', { name: 'Standaardkolommen' }).click();
    await expect(header(page, 'Leverancier')).toBeVisible();
    await expect(header(page, 'Factuuromschrijving')).toHaveCount(0);
  });

  // The file's name, byte order mark, line ends, separator, headings row, every matching row in the
  // table's order, Ja/Nee and the message: e2e/flows/carrier-products.flow.ts (in Dutch and English).
  test('the CSV download holds each product’s values as the service has them, a comma inside a cell as text', async ({
    page,
    request,
  }) => {
    await openProducts(page, '?sort=-download,product_id&per_page=25');
    await changeListing(page, () => page.getByLabel('Filter op Leverancier').fill('tele2'));
    const expected = (
      await listCarriersFromApi(request, {
        filter: { supplier: 'tele2' },
        sort: { download: 'DESC', product_id: 'ASC' },
        pagination: { page: 1, per_page: 0 },
      })
    ).carriers;

    const { records } = await downloadCsv(page);
    const [headings, ...data] = records;
    for (const heading of ['Download (kbit/s)', 'Upload (kbit/s)', 'Actief', 'Factuuromschrijving'])
      expect(headings).toContain(heading);
    const at = (heading: string) => headings!.indexOf(heading);
    data.forEach((record, index) => {
      const product = expected[index]!;
      expect(record[at('Product-id')]).toBe(String(product.product_id));
      expect(record[at('Download (kbit/s)')]).toBe(String(product.download));
      expect(record[at('Upload (kbit/s)')]).toBe(String(product.upload));
      expect(record[at('Actief')]).toBe(product.active ? 'Ja' : 'Nee');
      expect(record[at('Factuuromschrijving')]).toBe(product.invoice_description);
    });
    // A comma is text when the separator is a semicolon.
    expect(data.some((record) => record[at('Factuuromschrijving')]!.includes(','))).toBe(true);
  });

  test('the CSV download in English: speeds in kbit/s, a comma inside a cell quoted', async ({ page }) => {
    await openProducts(page, '?sort=product_id&supplier=tele2');
    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrier products' })).toBeVisible();
    const { text, records } = await downloadCsv(page, { button: 'Download CSV', separator: ',' });
    const [headings, ...data] = records;
    expect(headings).toContain('Download (kbit/s)');
    const at = (heading: string) => headings!.indexOf(heading);
    expect(data.length).toBeGreaterThan(25);
    for (const record of data) expect(record[at('Download (kbit/s)')]).toMatch(/^\d+$/);
    expect(data.some((record) => record[at('Invoice description')]!.includes(','))).toBe(true);
    expect(text).toMatch(/,"[^"\r\n]*,[^"\r\n]*"/);
  });

  test('the CSV download can use the API field names as column headings', async ({ page, request }) => {
    await openProducts(page, '?sort=product_id&per_page=25&supplier=tele2');
    const option = page.getByRole('checkbox', { name: 'API-veldnamen als kolomkoppen' });
    await expect(option).not.toBeChecked();
    await option.check();
    const { text, records } = await downloadCsv(page);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headings, ...data] = records;
    const [product] = (
      await listCarriersFromApi(request, {
        filter: { supplier: 'tele2' },
        sort: { product_id: 'ASC' },
        pagination: { page: 1, per_page: 1 },
      })
    ).carriers;
    expect([...headings!].sort()).toEqual(Object.keys(product!).sort());
    expect(text.slice(1, text.indexOf('\r\n'))).toMatch(/^product_id;name;supplier;carriertype;/);
    const first = Object.fromEntries(headings!.map((heading, index) => [heading, data[0]![index]]));
    expect(first.product_id).toBe(String(product!.product_id));
    expect(first.download).toBe(String(product!.download));
    expect(first.upload).toBe(String(product!.upload));
    expect(first.active).toBe(product!.active ? 'Ja' : 'Nee');
  });

  test('a big CSV export shows its progress and can be cancelled', async ({ page }) => {
    await openProducts(page);
    // Each export's first page is let through; the pages after it wait until the test has seen
    // what it looks for, so the export is still under way then however fast the machine is.
    let letThrough = 0;
    let release = () => {};
    let released = Promise.resolve();
    const holdAfterFirstPage = () => {
      letThrough = 1;
      released = new Promise<void>((resolve) => (release = resolve));
    };
    await page.route('**/api/broadband/v1', async (route) => {
      if (letThrough > 0) letThrough -= 1;
      else await released;
      // a page the export no longer wants may have been dropped by then
      await route.continue().catch(() => {});
    });

    holdAfterFirstPage();
    await page.getByRole('button', { name: 'CSV downloaden' }).click();
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeVisible();
    await page.getByRole('button', { name: 'Export annuleren' }).click();
    await expect(page.locator('.csv-export__status')).toHaveText('De export is geannuleerd.');
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeHidden();
    release();

    holdAfterFirstPage();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV downloaden' }).click();
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeVisible();
    await expect(page.locator('.csv-export__status')).toHaveText(/^[\d.]+ van 12\.000 producten opgehaald…$/);
    await expect(page.getByRole('button', { name: 'CSV downloaden' })).toBeDisabled();
    release();
    const download = await downloading;
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.trimEnd().split('\r\n')).toHaveLength(TOTAL + 1);
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeHidden();
  });

  // axe on a sorted and a filtered table: e2e/flows/carrier-products.flow.ts
  test('passes axe with an invalid filter, the column chooser and the detail panel', async ({ page }) => {
    test.slow(); // two full axe runs over a large table
    await openProducts(page, '?sort=supplier,-download&supplier=kpn');
    await page.getByLabel('Filter op Download in Mb/s').fill('>=x');
    await page.locator('.column-chooser summary').click();
    await expectNoAxeViolations(page);
    await page.locator('.column-chooser summary').click();
    await rows(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
