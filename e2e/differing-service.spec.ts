/**
 * The portal against a service that differs from the contract: `npm start --api-upstream` before
 * the differing service, which forwards to the run's sandbox and changes replies one way at a time
 * (e2e/hosts/differing-portal.ts). Every signed-in page is opened for each kind of difference; what
 * a person sees is asserted: the frame and the other pages always usable, a notice in the place of
 * what could not be read (never an empty table or a zero), what could be read shown, and what the
 * service does not offer said as such.
 */
import { type Page, expect, test } from '@playwright/test';
import { type Change, EXTRA_MEMBERS } from '../src/sandbox/testing/differing-service.ts';
import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';
import { type DifferingPortal, startDifferingPortal } from './hosts/differing-portal.ts';
import { ANY_SITE_KEY, hostPagePath, widgetPagePath } from './hosts/partner-pages.ts';
import { SIGNED_IN_PAGES } from './pages.ts';
import { expectNoAxeViolations, logInAs } from './support.ts';

let portal: DifferingPortal;
test.beforeAll(async () => {
  portal = await startDifferingPortal(test.info().parallelIndex);
});
test.afterAll(async () => {
  await portal?.stop();
});
test.afterEach(() => portal.service.differ());

const READ_NOTICE = /De portal kan het antwoord van de dienst hier niet lezen/;
const NOT_OFFERED_NOTICE = /Deze dienst biedt dit (onderdeel )?niet aan/;
const CRASHED = /^Er ging iets mis$/;

/** Pages that call the service as they open; the others wait for the person (a list, a request). */
const CALLING_PAGES = SIGNED_IN_PAGES.filter(
  (page) => !page.path.startsWith('/address-check/many') && page.path !== '/console',
);

async function signIn(page: Page) {
  await page.goto(`${portal.url}/login`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** The frame around the page is whole: its menu, the user menu, and a heading of the page. */
async function expectFrameWhole(page: Page) {
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText('Ingelogd als')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: CRASHED })).toHaveCount(0);
}

/** Opens each page by its address and checks it as `check` says, after the page has settled. */
async function overEveryPage(page: Page, check: (path: string) => Promise<void>) {
  for (const { path } of SIGNED_IN_PAGES) {
    await page.goto(`${portal.url}${path}`);
    await expectFrameWhole(page);
    await check(path);
  }
}

const UNREADABLE: Change[] = [
  'renamed-members',
  'object-for-list',
  'list-for-object',
  'missing-required',
  'null-for-object',
];

for (const change of UNREADABLE) {
  test(`${change} in every reply: each page says what it could not read, in its place, and the frame stays`, async ({
    page,
  }) => {
    test.slow(); // every signed-in page, one after the other
    await signIn(page);
    portal.service.differ({ className: '*', method: '*', change });
    await overEveryPage(page, async (path) => {
      if (!CALLING_PAGES.some((calling) => calling.path === path)) return;
      const notice = page.locator('.notice--reply').first();
      await expect(notice, path).toBeVisible();
      await expect(notice).toContainText(READ_NOTICE);
      await expect(notice).toContainText(/Methode\s*\S+\/v1 [a-z_]+/);
      await expect(notice).toContainText(/Referentie \(cid\)\s*[0-9a-f]{24}/);
      // Never the look of an empty answer in its place.
      await expect(page.getByText(/^(Geen|0) (transacties|producten|mailboxen|resultaten)/)).toHaveCount(0);
      if (change === 'list-for-object') await expectNoAxeViolations(page);
    });
    // The menu still leads everywhere.
    await mainMenu(page)
      .getByRole('link', { name: /^Transacties/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  });
}

const READABLE: Change[] = ['extra-members', 'unknown-values', 'numbers-as-text'];

/** Nothing on the page is loading any more: every answer has been drawn. */
async function expectSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .global-progress--busy')).toHaveCount(0);
}

/** On the pages that read a list or a detail as they open, what shows the data was read and drawn. */
const READ_DATA: Record<string, string> = {
  '/products': 'main table tbody tr',
  '/transactions': 'main a[href^="/transactions/"]',
  [`/transactions/${demoTransactions.notCancellable.uuid}`]: 'main dl dd',
  '/profile': 'main input[type="email"]',
  '/mail': 'main table tbody tr',
};

for (const change of READABLE) {
  test(`${change} in every reply: every page reads it, no notice`, async ({ page }) => {
    test.slow(); // every signed-in page, one after the other
    await signIn(page);
    portal.service.differ({ className: '*', method: '*', change });
    await overEveryPage(page, async (path) => {
      const title = SIGNED_IN_PAGES.find((candidate) => candidate.path === path)!.title.nl;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectSettled(page);
      await expect(page.locator('.notice--reply')).toHaveCount(0);
      // What the page read is in view: the rows of a list, the facts of a detail.
      if (READ_DATA[path]) await expect(page.locator(READ_DATA[path]).first(), path).toBeVisible();
    });
  });
}

for (const change of ['method-not-found', 'class-not-found'] as const) {
  test(`${change} for every method: each page says the service does not offer it; the menu marks the pages`, async ({
    page,
  }) => {
    test.slow(); // every signed-in page, one after the other
    await signIn(page);
    portal.service.differ({ className: '*', method: '*', change });
    await overEveryPage(page, async (path) => {
      if (!CALLING_PAGES.some((calling) => calling.path === path)) return;
      await expect(page.getByText(NOT_OFFERED_NOTICE).first(), path).toBeVisible();
      await expect(page.getByText(/Foutcode -32601/)).toHaveCount(0);
      if (change === 'method-not-found') await expectNoAxeViolations(page);
    });
    // The answers are remembered for the session, a reload included: the menu marks every page met.
    const marked = ['Carrierproducten', 'Transacties', 'Profiel en beveiliging', 'Mail'];
    for (const name of marked)
      await expect(mainMenu(page).getByRole('link', { name: `${name} (niet aangeboden)` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'API-console' })).toBeVisible();
    for (const name of marked)
      await expect(mainMenu(page).getByRole('link', { name: `${name} (niet aangeboden)` })).toBeVisible();
  });
}

// The notice in its place (the method, what came), axe on it, and the list that still works:
// e2e/flows/differing-service.flow.ts.
test('one method at a time: a transaction as a list of one says where and what was expected, and its details can be copied', async ({
  page,
}) => {
  await signIn(page);
  portal.service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'list-for-object' });
  await page.goto(`${portal.url}/transactions/${demoTransactions.notCancellable.uuid}`);
  const notice = page.locator('.notice--reply');
  await expect(notice).toContainText('het hele antwoord');
  await expect(notice).toContainText(/Verwacht\s*een object/);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
  await notice.getByRole('button', { name: 'Gegevens kopiëren' }).click();
  await expect(notice.getByRole('button', { name: /Gekopieerd/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('method: get_transaction');
  expect(copied).toContain('pointer: (the whole result)');
  expect(copied).toMatch(/cid: [0-9a-f]{24}/);
});

test('a product listing with renamed members: the notice in place of the table, never an empty table', async ({
  page,
}) => {
  await signIn(page);
  portal.service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'renamed-members' });
  await page.goto(`${portal.url}/products`);
  await expect(page.locator('.notice--reply')).toContainText('broadband/v1 list_carriers');
  await expect(page.getByRole('row')).toHaveCount(0);
});

test('unknown states: shown as the service names them, and counted under "Overig"', async ({ page }) => {
  await signIn(page);
  portal.service.differ({ className: 'broadband/v1', method: '*', change: 'unknown-values' });
  await page.goto(`${portal.url}/transactions`);
  await expect(page.getByRole('cell', { name: /on_hold/ }).first()).toBeVisible();
  await page.goto(`${portal.url}/`);
  await expect(page.getByText(/Overig/).first()).toBeVisible();
});

test('members the portal does not know: under "Andere velden" of a transaction, as sent', async ({
  page,
}) => {
  await signIn(page);
  portal.service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'extra-members' });
  await page.goto(`${portal.url}/transactions/${demoTransactions.notCancellable.uuid}`);
  const other = page.getByRole('region', { name: 'Andere velden' });
  await expect(other).toContainText('service_reference');
  await expect(other).toContainText(EXTRA_MEMBERS.service_reference);
  await expectNoAxeViolations(page);
});

// Each section saying so and the menu's mark: e2e/flows/differing-service.flow.ts.
test('mail methods the service does not have: the portal does not ask again on the next visit', async ({
  page,
}) => {
  await signIn(page);
  portal.service.differ(
    ...['list_clients', 'list_mailboxes', 'list_forwarders'].map((method) => ({
      className: 'mail/v1',
      method,
      change: 'method-not-found' as const,
    })),
  );
  await page.goto(`${portal.url}/mail`);
  await expect.poll(() => portal.service.callsOf('mail/v1', 'list_mailboxes')).toBeGreaterThan(0);
  await expectSettled(page);
  const asked = portal.service.callsOf('mail/v1', 'list_mailboxes');
  await mainMenu(page).getByRole('link', { name: 'Overzicht' }).click();
  await mainMenu(page).getByRole('link', { name: /^Mail/ }).click();
  await expect(page.getByText(NOT_OFFERED_NOTICE).first()).toBeVisible();
  expect(portal.service.callsOf('mail/v1', 'list_mailboxes')).toBe(asked);
});

test('the embedded portal tells its host about a reply it could not read, and stays usable', async ({
  page,
}) => {
  portal.service.differ({
    className: 'broadband/v1',
    method: 'list_transactions',
    change: 'object-for-list',
  });
  await page.goto(`${portal.partnerUrl}${hostPagePath({ path: '/transactions' })}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.notice--reply')).toContainText('broadband/v1 list_transactions');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          window as unknown as { events: { type: string; code?: unknown; details?: unknown }[] }
        ).events.filter((event) => event.type === 'error'),
      ),
    )
    .toEqual([
      expect.objectContaining({
        code: 'reply',
        details: expect.objectContaining({
          class: 'broadband/v1',
          method: 'list_transactions',
          pointer: '/transactions',
        }),
      }),
    ]);
  await frame.getByRole('link', { name: 'Profiel en beveiliging' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Profiel en beveiliging' })).toBeVisible();
});

for (const change of [...UNREADABLE, 'method-not-found', 'class-not-found'] as const) {
  test(`the widget on a partner's page with ${change}: it says the check could not be done, never "none available"`, async ({
    page,
  }) => {
    portal.service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change });
    await page.goto(`${portal.partnerUrl}${widgetPagePath('module', { key: ANY_SITE_KEY })}`);
    await page.getByLabel('Postcode').fill('1012AB');
    await page.getByLabel('Huisnummer').fill('1');
    await page.getByLabel('Huisnummer').press('Enter');
    const status = page.getByRole('status');
    await expect(status).toContainText(
      change.endsWith('not-found')
        ? 'De dienst biedt deze adrescheck niet aan.'
        : /Het antwoord van de dienst kon niet worden gelezen, dus de controle kan nu niet worden getoond\. \(Referentie [0-9a-f]{24}\)/,
    );
    await expect(status).not.toContainText(/leveren op|levert op|geen van/i);
    expect(await page.evaluate(() => (window as unknown as { checked: unknown[] }).checked)).toEqual([]);
  });
}

test('the widget reads a provider and numbers it does not know as the service sends them', async ({
  page,
}) => {
  portal.service.differ(
    { className: 'broadband/basic/v1', method: 'zipcode', change: 'unknown-values' },
    { className: 'broadband/basic/v1', method: 'list_providers', change: 'unknown-values' },
  );
  await page.goto(`${portal.partnerUrl}${widgetPagePath('module', { key: ANY_SITE_KEY })}`);
  await page.getByLabel('Postcode').fill('1012AB');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Huisnummer').press('Enter');
  await expect(page.getByText('NEWNET').first()).toBeVisible();
  await expect(page.getByRole('status')).not.toContainText(/kon niet worden gelezen/);
  await expectNoAxeViolations(page);
});
