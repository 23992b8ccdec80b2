import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { account, expectNoAxeViolations, logInAs } from './support.ts';

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

async function numbers(page: Page, id: string): Promise<number[]> {
  return (await column(page, id)).map(Number);
}

async function productIds(page: Page): Promise<number[]> {
  return (
    await rows(page).evaluateAll((elements) => elements.map((row) => row.getAttribute('data-product-id')))
  ).map(Number);
}

/** The service's own answer, for comparison (Basic auth from loopback, as a partner's script would). */
async function listFromApi(request: APIRequestContext, params: object) {
  const { username, password } = account('admin');
  const response = await request.post('/api/broadband/v1', {
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    data: { jsonrpc: '2.0', id: 1, method: 'list_carriers', params },
  });
  const body = (await response.json()) as {
    result: { carriers: Record<string, unknown>[]; pagination: { total_items: number } };
  };
  return body.result;
}

const sortButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const header = (page: Page, label: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return records;
}

async function downloadCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV downloaden' }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text, records: parseCsv(text.replace(/^\uFEFF/, '')) };
}

test.describe('carrier products', () => {
  test('sorts on the server by clicking a column heading', async ({ page, request }) => {
    await openProducts(page, '?page=3');
    await changeListing(page, () => sortButton(page, 'Download (kbit/s)').click());
    await expect(page).toHaveURL(/\/products\?sort=download$/);
    await expect(header(page, 'Download (kbit/s)')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await numbers(page, 'download');
    expect(ascending.length).toBeGreaterThan(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await changeListing(page, () => sortButton(page, 'Download (kbit/s)').click());
    await expect(page).toHaveURL(/\/products\?sort=-download$/);
    await expect(header(page, 'Download (kbit/s)')).toHaveAttribute('aria-sort', 'descending');
    const descending = await numbers(page, 'download');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const expected = await listFromApi(request, {
      sort: { download: 'DESC' },
      pagination: { page: 1, per_page: descending.length },
    });
    expect(await productIds(page)).toEqual(expected.carriers.map((product) => product.product_id));
  });

  test('shift-click adds a secondary sort', async ({ page, request }) => {
    await openProducts(page);
    await changeListing(page, () => sortButton(page, 'Leverancier').click());
    await changeListing(page, () => sortButton(page, 'Download (kbit/s)').click({ modifiers: ['Shift'] }));
    await expect(page).toHaveURL(/\/products\?sort=supplier%2Cdownload$/);
    await expect(header(page, 'Leverancier')).toHaveAttribute('aria-sort', 'ascending');
    await expect(sortButton(page, 'Download (kbit/s)')).toHaveAccessibleName(/sortering 2 van 2/);

    const suppliers = await column(page, 'supplier');
    const downloads = await numbers(page, 'download');
    for (let index = 1; index < suppliers.length; index += 1) {
      const [previous, current] = [suppliers[index - 1]!, suppliers[index]!];
      expect(previous <= current).toBe(true);
      if (previous === current) expect(downloads[index - 1]! <= downloads[index]!).toBe(true);
    }
    const expected = await listFromApi(request, {
      sort: { supplier: 'ASC', download: 'ASC' },
      pagination: { page: 1, per_page: suppliers.length },
    });
    expect(await productIds(page)).toEqual(expected.carriers.map((product) => product.product_id));

    await changeListing(page, () => sortButton(page, 'Download (kbit/s)').click({ modifiers: ['Shift'] }));
    await expect(page).toHaveURL(/\/products\?sort=supplier%2C-download$/);
  });

  test('a text filter keeps only matching rows and starts again at page 1', async ({ page }) => {
    await openProducts(page, '?page=2');
    await changeListing(page, () => page.getByLabel('Filter op Leverancier').fill('tele'));
    await expect(page).toHaveURL(/\/products\?supplier=tele$/);
    const suppliers = await column(page, 'supplier');
    expect(suppliers.length).toBeGreaterThan(10);
    for (const supplier of suppliers) expect(supplier.toLowerCase()).toContain('tele');
    await expect(status(page)).toHaveText(/^Producten 1–[\d.]+ van [\d.]+$/);
    await expect(status(page)).not.toContainText('12.000');
    await expect(page.getByRole('button', { name: 'Filter verwijderen: Leverancier: tele' })).toBeVisible();
  });

  test('a numeric filter with >= keeps rows at or above the number; a malformed one is not sent', async ({
    page,
  }) => {
    await openProducts(page);
    const filter = page.getByLabel('Filter op Download (kbit/s)');
    await changeListing(page, () => filter.fill('>=1048576'));
    await expect(page).toHaveURL(/\/products\?download=%3E%3D1048576$/);
    const downloads = await numbers(page, 'download');
    expect(downloads.length).toBeGreaterThan(10);
    for (const download of downloads) expect(download).toBeGreaterThanOrEqual(1_048_576);

    let requests = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"list_carriers"')) requests += 1;
    });
    await filter.fill('>=fast');
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Geheel getal, >=N of <=N')).toBeVisible();
    await page.waitForTimeout(800);
    expect(requests).toBe(0);
    await expect(page).toHaveURL(/\/products\?download=%3E%3D1048576$/);
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
    await openProducts(page);
    await expect(status(page)).toHaveText('Producten 1–100 van 12.000');
    await changeListing(page, () => page.getByLabel('Rijen per pagina').selectOption('25'));
    await expect(page).toHaveURL(/\/products\?per_page=25$/);
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(25 + 2));
    await expect(status(page)).toHaveText('Producten 1–25 van 12.000');
    const pages = page.getByRole('navigation', { name: 'Pagina’s' });
    await expect(pages).toContainText('Pagina 1 van 480');

    await changeListing(page, () => pages.getByRole('button', { name: 'Volgende' }).click());
    await expect(page).toHaveURL(/\/products\?page=2&per_page=25$/);
    await expect(status(page)).toHaveText('Producten 26–50 van 12.000');
    expect((await productIds(page))[0]).toBe(26);

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
    await expect(header(page, 'Download (kbit/s)')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Filter op Download (kbit/s)')).toHaveValue('');
  });

  test('a sorted, filtered page survives a reload', async ({ page }) => {
    const query = '?sort=-download&supplier=kpn&page=2&per_page=25';
    await openProducts(page, query);
    await expect(page).toHaveURL(endsWith(`/products${query}`));
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(25 + 2));
    const before = await productIds(page);
    expect(before.length).toBeGreaterThan(10);
    await expect(status(page)).toContainText('Producten 26–50 van');

    await page.reload();
    await expect(page).toHaveURL(endsWith(`/login?next=${encodeURIComponent(`/products${query}`)}`));
    const listed = waitForListing(page);
    await logInAs(page, 'admin');
    await listed;
    await settled(page);
    await expect(page).toHaveURL(endsWith(`/products${query}`));
    expect(await productIds(page)).toEqual(before);
    await expect(page.getByLabel('Filter op Leverancier')).toHaveValue('kpn');
    await expect(header(page, 'Download (kbit/s)')).toHaveAttribute('aria-sort', 'descending');
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

  test('10,000 rows on one page render virtualised and scroll to the last row', async ({ page }) => {
    await openProducts(page);
    // 5.6 MB to fetch, parse and lay out: on a loaded two-core machine that has taken over 10 s.
    await changeListing(page, () => page.getByLabel('Rijen per pagina').selectOption('10000'), 30_000);
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(10_000 + 2));
    expect(await rows(page).count()).toBeLessThan(100);

    await page.locator('.carrier-table').evaluate((scroller) => {
      scroller.scrollIntoView({ block: 'end' });
      scroller.scrollTo({ top: scroller.scrollHeight });
    });
    const lastRow = page.locator('tr[aria-rowindex="10002"]');
    await expect(lastRow).toBeInViewport();
    await expect(lastRow.locator('td[data-column="product_id"]')).toHaveText('10000');
    expect(await rows(page).count()).toBeLessThan(100);

    await page.locator('.carrier-table').evaluate((scroller) => scroller.scrollTo({ top: 0 }));
    await page.locator('tr[aria-rowindex="3"]').focus();
    await page.keyboard.press('End');
    await expect(page.locator('tr[aria-rowindex="10002"]')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.locator('tr[aria-rowindex="3"]')).toBeFocused();
  });

  test('arrow keys move between rows and Enter opens the row', async ({ page }) => {
    await openProducts(page);
    await page.getByLabel('Filter op Upload (kbit/s)').focus();
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
      await listFromApi(request, { filter: { product_id: id }, pagination: { page: 1, per_page: 1 } })
    ).carriers;
    for (const [attribute, value] of Object.entries(product!)) {
      const entry = dialog
        .locator('.side-panel__attribute')
        .filter({ has: page.locator(`code:text-is("${attribute}")`) });
      const shown =
        value === null ? 'leeg' : typeof value === 'boolean' ? (value ? 'Ja' : 'Nee') : String(value);
      await expect(entry.locator('dd')).toHaveText(shown);
    }
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
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
    await logInAs(page, 'admin');
    await settled(page);
    await expect(header(page, 'Factuuromschrijving')).toBeVisible();
    await page.locator('.column-chooser summary').click();
    await page.getByRole('button', { name: 'Standaardkolommen' }).click();
    await expect(header(page, 'Leverancier')).toBeVisible();
    await expect(header(page, 'Factuuromschrijving')).toHaveCount(0);
  });

  test('the CSV download holds every matching row in order, properly quoted', async ({ page }) => {
    await openProducts(page, '?sort=-download,product_id&per_page=25');
    await changeListing(page, () => page.getByLabel('Filter op Leverancier').fill('tele2'));
    const total = Number((await status(page).textContent())!.replace(/^.* van /, '').replace(/\./g, ''));
    expect(total).toBeGreaterThan(25);

    const { name, text, records } = await downloadCsv(page);
    expect(name).toMatch(/^carrierproducten-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [headings, ...data] = records;
    expect(headings).toHaveLength(PRODUCT_ATTRIBUTES);
    expect(data).toHaveLength(total);
    const at = (heading: string) => headings!.indexOf(heading);
    for (const record of data) {
      expect(record).toHaveLength(PRODUCT_ATTRIBUTES);
      expect(record[at('supplier')]!.toLowerCase()).toContain('tele2');
    }
    const downloads = data.map((record) => Number(record[at('download')]));
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    expect(data.some((record) => record[at('invoice_description')]!.includes(','))).toBe(true);
    expect(text).toMatch(/"[^"\r\n]*,[^"\r\n]*"/);
    await expect(page.locator('.csv-export__status')).toHaveText(
      `${name} gedownload (${total.toLocaleString('nl-NL')} producten).`,
    );
  });

  test('a big CSV export shows its progress and can be cancelled', async ({ page }) => {
    await openProducts(page);
    await page.route('**/api/broadband/v1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.continue();
    });
    await page.getByRole('button', { name: 'CSV downloaden' }).click();
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeVisible();
    await page.getByRole('button', { name: 'Export annuleren' }).click();
    await expect(page.locator('.csv-export__status')).toHaveText('De export is geannuleerd.');
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeHidden();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV downloaden' }).click();
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeVisible();
    await expect(page.locator('.csv-export__status')).toHaveText(/^[\d.]+ van 12\.000 producten opgehaald…$/);
    await expect(page.getByRole('button', { name: 'CSV downloaden' })).toBeDisabled();
    const download = await downloading;
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.trimEnd().split('\r\n')).toHaveLength(TOTAL + 1);
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de CSV-export' })).toBeHidden();
  });

  test('passes axe with data, filters, the column chooser and the detail panel', async ({ page }) => {
    test.slow(); // three full axe runs over a large table
    await openProducts(page, '?sort=supplier,-download&supplier=kpn');
    await expectNoAxeViolations(page);
    await page.getByLabel('Filter op Download (kbit/s)').fill('>=x');
    await page.locator('.column-chooser summary').click();
    await expectNoAxeViolations(page);
    await page.locator('.column-chooser summary').click();
    await rows(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
