import { type Locator, type Page, expect, test } from '@playwright/test';
import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';
import { type DemoUser, account, expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

async function openAs(page: Page, username: DemoUser, path: string) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await logInAs(page, username);
}

/** The value (dd) of a labelled field (dt) in the detail's description lists. */
const fieldValue = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dl[contains(@class, "tx-fields")]/div[dt[normalize-space(.)="${label}"]]/dd`);

const identity = (page: Page) => page.getByRole('region', { name: 'Identiteit en status' });
const cancellation = (page: Page) => page.getByRole('region', { name: 'Annulering' });
const listRows = (page: Page) => page.locator('.tx-table tbody tr');
const today = () => new Date().toISOString().slice(0, 10);

/** Counts the cancel_transaction requests the page sends. */
function countCancelRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (
      request.url().includes('/api/broadband/v1') &&
      (request.postData() ?? '').includes('cancel_transaction')
    )
      counter.count += 1;
  });
  return counter;
}

/** Links of cancellable new transactions in the list, the fixed demo one left out. */
async function cancellableLinks(page: Page): Promise<Locator> {
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Nieuw' });
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/[?&]state=new/);
  await page.getByLabel('Per pagina').selectOption('100');
  await expect(page).toHaveURL(/per_page=100/);
  // The previous page's rows stay on view while the new page loads: wait for the table to settle.
  await expect(page.locator('.tx-table table')).toHaveAttribute('aria-busy', 'false');
  await expect(listRows(page).first()).toBeVisible();
  return listRows(page)
    .filter({ has: page.getByRole('cell', { name: 'Mogelijk', exact: true }) })
    .filter({ hasNot: page.getByRole('link', { name: demoTransactions.cancellable.nid }) })
    .getByRole('link');
}

async function expectNoRawEmptyValues(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\bnull\b|\bundefined\b|\bNaN\b|\[object Object\]/);
}

// Opening a transaction from the list, its cancellation step by step (the question, the request, the
// reason, the backoffice's answer) and axe on the result: e2e/flows/transactions.flow.ts.
test('finds a transaction by NID; a cancellation is recorded at once, dated, and followed without a reload', async ({
  page,
}) => {
  test.slow(); // follows the backoffice until the state changes, with axe scans on the way
  const csp = watchCspViolations(page);
  const { nid } = demoTransactions.cancellable;
  await openAs(page, 'admin', '/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  await page.getByLabel('NID', { exact: true }).fill(nid);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?nid=${nid}$`));
  await expect(page.getByRole('status').filter({ hasText: '1 transactie gevonden.' })).toBeVisible();
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText('Nieuw');
  await expectNoAxeViolations(page);

  // set before the detail opens: the page is never loaded again
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same page'));
  await page.getByRole('link', { name: nid }).click();
  await cancellation(page).getByRole('button', { name: 'Transactie annuleren' }).click();
  const dialog = page.getByRole('dialog', { name: `Transactie ${nid} annuleren?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();

  // At once, from the reply: the request is recorded, by whom and when, while the state is still "new".
  const region = cancellation(page);
  await expect(region.getByRole('status')).toContainText('Annulering aangevraagd');
  await expect(fieldValue(identity(page), 'Status')).toHaveText('Nieuw');
  await expect(fieldValue(region, 'Geannuleerd door')).toHaveText('admin');
  await expect(fieldValue(region, 'Annuleringsdatum').locator('time')).toHaveAttribute('datetime', today());

  // Then the backoffice (delay 0 in this sandbox) moves it to cancelled, noticed by polling.
  await expect(fieldValue(identity(page), 'Status')).toHaveText('Geannuleerd');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
    'same page',
  );
  await expectNoRawEmptyValues(page);
  expect(csp).toEqual([]);
});

test('a double click on the confirmation sends exactly one cancel request', async ({ page }) => {
  await openAs(page, 'admin', '/transactions');
  const links = await cancellableLinks(page);
  const link = links.last();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transactie');
  const requests = countCancelRequests(page);
  await page.getByRole('button', { name: 'Transactie annuleren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (!name.startsWith('zonder NID'))
    await expect(dialog).toHaveAccessibleName(`Transactie ${name} annuleren?`);
  await dialog.getByRole('button', { name: 'Ja, annuleren' }).dblclick();
  await expect(cancellation(page).getByRole('status')).toContainText('Annulering aangevraagd');
  await page.waitForTimeout(1000);
  expect(requests.count).toBe(1);
});

test('the read-only account cannot cancel: the button is disabled and says why', async ({ page }) => {
  const requests = countCancelRequests(page);
  await openAs(page, 'readonly', '/transactions');
  const link = (await cancellableLinks(page)).first();
  await link.click();
  const button = cancellation(page).getByRole('button', { name: 'Transactie annuleren' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(/recht #broadband-ordering-d/);
  await expect(cancellation(page)).toContainText('Je account mag geen transacties annuleren');
  await expectNoAxeViolations(page);
  expect(requests.count).toBe(0);
});

test('a NID deep link opens the transaction after log-in, every group shown and null nowhere', async ({
  page,
}) => {
  const { nid } = demoTransactions.notCancellable;
  await openAs(page, 'admin', `/transactions/${nid}`);
  await expect(page).toHaveURL(new RegExp(`/transactions/${nid}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Transactie ${nid}` })).toBeVisible();
  await expect(fieldValue(identity(page), 'Status')).toHaveText('In behandeling');
  await expect(fieldValue(identity(page), 'Soort')).toHaveText('Overstap');
  await expect(cancellation(page)).toContainText('Deze transactie kan niet (meer) worden geannuleerd.');
  await expect(cancellation(page).getByRole('button')).toHaveCount(0);
  for (const region of ['Planning', 'Prijzen', 'Kenmerken', 'Afspraak', 'Wijzigingsvoorstel'])
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prijzen' })).toContainText('€');
  const documents = page.getByRole('region', { name: 'Aansluiting voor en na de transactie' });
  await expect(documents.getByRole('columnheader', { name: 'Voor de transactie' }).first()).toBeVisible();
  await expect(documents.getByRole('columnheader', { name: 'Na de transactie' }).first()).toBeVisible();
  await expect(documents.getByRole('table', { name: 'Adres' })).toContainText('3511');
  const changed = documents.locator('.tx-compare__row--changed');
  expect(await changed.count()).toBeGreaterThan(0);
  await expect(changed.first().getByRole('rowheader')).toContainText('gewijzigd');
  await documents.getByLabel('Alleen wijzigingen tonen').check();
  await expect(documents.locator('.tx-compare__row:not(.tx-compare__row--changed)')).toHaveCount(0);
  await expectNoRawEmptyValues(page);
  await expect(page.locator('main').getByText('—').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('when the service refuses anyway (012) the dialog explains it and the page reads the transaction again', async ({
  page,
}) => {
  const { nid } = demoTransactions.notCancellable;
  let patched = 0;
  // The page first sees the transaction as cancellable (as if read before the service changed its mind).
  await page.route('**/api/broadband/v1', async (route) => {
    if (!(route.request().postData() ?? '').includes('"get_transaction"') || patched > 0)
      return route.continue();
    patched += 1;
    const response = await route.fetch();
    const json = (await response.json()) as { result: { cancel_possible: boolean } };
    json.result.cancel_possible = true;
    return route.fulfill({ response, json });
  });
  await openAs(page, 'admin', `/transactions/${nid}`);
  await cancellation(page).getByRole('button', { name: 'Transactie annuleren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(dialog.getByRole('alert')).toContainText('De annulering is geweigerd.');
  await expect(dialog).toContainText('Foutcode 012');
  await expect(dialog).toContainText('de transactie kan niet (meer) worden geannuleerd');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Niet annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancellation(page)).toContainText('Deze transactie kan niet (meer) worden geannuleerd.');
  await expect(cancellation(page).getByRole('button')).toHaveCount(0);
});

test('an id that is neither a UUID nor a NID is explained without asking the service', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('get_transaction')) calls.push(request.url());
  });
  await openAs(page, 'admin', '/transactions/not-a-transaction');
  await expect(page.getByRole('alert')).toContainText('is geen UUID en geen NID');
  expect(calls).toEqual([]);
});

test('a transaction that does not exist is reported as not found: no “changing failed”, no retry', async ({
  page,
}) => {
  await openAs(page, 'admin', '/transactions/1012AB99999ZZZZ');
  const notice = page.locator('main .notice');
  await expect(notice).toContainText('Transactie niet gevonden.');
  await expect(notice).not.toContainText('Wijzigen is mislukt');
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
  // the service's own English sentence and the cid wait behind a toggle
  const serviceWords = notice.locator('[lang="en"]');
  await expect(serviceWords).toBeHidden();
  await notice.getByText('Technische details').click();
  await expect(serviceWords).toBeVisible();
  await expect(serviceWords).toHaveText(/^Failed to update transaction/);
  await expect(notice.getByText(/^[0-9a-f]{24}$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('filters, sort and page live in the URL and survive a reload', async ({ page }) => {
  await openAs(page, 'admin', '/transactions');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Afgerond' });
  await page.getByLabel('Soort', { exact: true }).selectOption({ label: 'Nieuwe aansluiting' });
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\?state=finished&action=new$/);
  await page.getByLabel('Per pagina').selectOption('10');
  await page.getByRole('button', { name: 'Verwachte oplevering' }).click();
  await expect(page.getByRole('columnheader', { name: 'Verwachte oplevering' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(
    /\?state=finished&action=new&sort=expected_completion_date&page=2&per_page=10$/,
  );
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await expect(page.locator('.tx-table--stale')).toHaveCount(0);
  await expect(listRows(page)).toHaveCount(10);
  const before = await listRows(page).locator('th').allTextContents();
  for (const row of await listRows(page).all()) {
    await expect(row).toContainText('Afgerond');
    await expect(row).toContainText('Nieuwe aansluiting');
  }
  const url = page.url();
  await expectNoRawEmptyValues(page);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Status', { exact: true }).locator('option:checked')).toHaveText('Afgerond');
  await expect(page.getByLabel('Soort', { exact: true }).locator('option:checked')).toHaveText(
    'Nieuwe aansluiting',
  );
  await expect(page.getByLabel('Per pagina')).toHaveValue('10');
  await expect(page.getByRole('columnheader', { name: 'Verwachte oplevering' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await expect(listRows(page)).toHaveCount(10);
  expect(await listRows(page).locator('th').allTextContents()).toEqual(before);
});

test('the open, cancellation and expected-completion filters go into the URL and come back into the form', async ({
  page,
  request,
}) => {
  const from = today();
  await openAs(page, 'admin', '/transactions');
  await page.getByLabel('Open of afgesloten').selectOption({ label: 'Alleen open' });
  await page.getByLabel('Annulering aangevraagd').selectOption({ label: 'Niet aangevraagd' });
  await page.getByLabel('Verwachte oplevering vanaf').fill(from);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(
    `/transactions?open=true&cancel_requested=false&expected_completion_from=${from}`,
  );
  // other tests cancel transactions meanwhile: the page read again shows the service's count of the moment
  await expect(async () => {
    await page.reload();
    const reply = await request.post('/api/broadband/v1', {
      headers: { Authorization: `Basic ${btoa(`admin:${account('admin').password}`)}` },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'list_transactions',
        params: {
          filter: { open: true, cancel_requested: false, expected_completion_from: from },
          pagination: { page: 1, per_page: 1 },
        },
      },
    });
    const total = ((await reply.json()) as { result: { pagination: { total_items: number } } }).result
      .pagination.total_items;
    expect(total).toBeGreaterThan(1);
    await expect(page.locator('#tx-list-status')).toContainText(`${total} transacties gevonden.`, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('Open of afgesloten').locator('option:checked')).toHaveText('Alleen open');
  await expect(page.getByLabel('Annulering aangevraagd').locator('option:checked')).toHaveText(
    'Niet aangevraagd',
  );
  await expect(page.getByLabel('Oplevering verschoven').locator('option:checked')).toHaveText(
    'Maakt niet uit',
  );
  await expect(page.getByLabel('Verwachte oplevering vanaf')).toHaveValue(from);
  await expectNoAxeViolations(page);

  await page.getByLabel('Open of afgesloten').selectOption({ label: 'Open en afgesloten' });
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(`/transactions?cancel_requested=false&expected_completion_from=${from}`);
});
