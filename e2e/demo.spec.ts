/**
 * Demo mode as a sales person and prospects meet it: a banner and persona buttons (only in demo
 * mode), private data per visitor that survives F5, a reset to the seed, the TOTP persona's code
 * at hand, and a backoffice that moves while the page is open.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_URL, PORTAL_URL } from '../playwright.config.ts';
import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';
import { expectNoAxeViolations, watchCspViolations } from './support.ts';

const STAFF = 'Medewerker met alle rechten';
const { uuid, nid } = demoTransactions.cancellable;

const banner = (page: Page) => page.getByRole('region', { name: 'Demo' });
const cancellation = (page: Page) => page.getByRole('region', { name: 'Annulering' });
const identity = (page: Page) => page.getByRole('region', { name: 'Identiteit en status' });
const stateOf = (page: Page) => identity(page).locator('xpath=.//dl/div[dt[normalize-space(.)="Status"]]/dd');

async function signInAs(page: Page, persona: string, path = '/') {
  await page.goto(`${DEMO_URL}/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(persona) }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  return context.newPage();
}

async function cancelTheDemoTransaction(page: Page) {
  await page.goto(`${DEMO_URL}/transactions/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Transactie ${nid}` })).toBeVisible();
  await cancellation(page).getByRole('button', { name: 'Transactie annuleren' }).click();
  const dialog = page.getByRole('dialog', { name: `Transactie ${nid} annuleren?` });
  await dialog.getByRole('button', { name: 'Ja, annuleren' }).click();
  // the backoffice may finish the cancellation before the request's own notice is read
  const requested = cancellation(page).getByRole('status').filter({ hasText: 'Annulering aangevraagd' });
  await expect(requested.or(stateOf(page).filter({ hasText: 'Geannuleerd' })).first()).toBeVisible();
}

test('the banner and the persona buttons appear only in demo mode', async ({ page }) => {
  const csp = watchCspViolations(page);
  await page.goto(`${PORTAL_URL}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kies een persona' })).toHaveCount(0);

  await page.goto(`${DEMO_URL}/login`);
  await expect(banner(page)).toContainText(
    'Alle namen, adressen, producten en orders in deze demo zijn verzonnen.',
  );
  await expect(page.getByRole('heading', { name: 'Kies een persona' })).toBeVisible();
  for (const persona of [
    STAFF,
    'Collega met alleen-leesrechten',
    'Account met tweestapsverificatie',
    'Account op een IP-whitelist',
  ])
    await expect(page.getByRole('button', { name: new RegExp(persona) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(STAFF) })).toHaveAccessibleDescription(
    'Adrescheck, producten, bestellen en annuleren, profiel en mail.',
  );
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('button', { name: /Staff with all rights/ })).toBeVisible();
  await expect(banner(page)).toContainText(
    'Every name, address, product and order in this demo is invented.',
  );
  await page.getByLabel('Language').selectOption('nl');

  // the sign-in and the banner's word that the data is the visitor's own: e2e/flows/demo.flow.ts
  await page.getByRole('button', { name: new RegExp(STAFF) }).click();
  await expect(banner(page)).toContainText('De backoffice werkt elke 2 seconden een order bij.');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
  await expectNoAxeViolations(page);
  for (const path of ['/transactions', '/profile', '/address-check']) {
    await page.goto(`${DEMO_URL}${path}`);
    await expect(banner(page)).toBeVisible();
  }
  expect(csp).toEqual([]);
});

// F5 keeping a visitor's own change: e2e/flows/demo.flow.ts.
test('two visitors signed in as the same persona do not see each other’s cancellation', async ({
  browser,
}) => {
  const first = await newVisitor(browser);
  const second = await newVisitor(browser);
  await signInAs(first, STAFF);
  await signInAs(second, STAFF);

  await cancelTheDemoTransaction(first);
  await expect(stateOf(first)).toHaveText('Geannuleerd');

  await second.goto(`${DEMO_URL}/transactions/${uuid}`);
  await expect(second.getByRole('heading', { level: 1, name: `Transactie ${nid}` })).toBeVisible();
  await expect(stateOf(second)).not.toHaveText('Geannuleerd');
  await expect(cancellation(second).getByRole('button', { name: 'Transactie annuleren' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('“Mijn demogegevens herstellen” brings the seed back', async ({ page }) => {
  await signInAs(page, STAFF);
  await cancelTheDemoTransaction(page);
  await expect(stateOf(page)).toHaveText('Geannuleerd');

  await banner(page).getByRole('button', { name: 'Mijn demogegevens herstellen' }).click();
  await expect(banner(page)).toContainText('Alles wat je in deze demo wijzigde, gaat terug naar het begin.');
  await banner(page).getByRole('button', { name: 'Ja, herstellen' }).click();
  await expect(
    banner(page).getByRole('status').filter({ hasText: 'Je demogegevens zijn hersteld.' }),
  ).toBeVisible();
  await expect(stateOf(page)).not.toHaveText('Geannuleerd');
  await expect(cancellation(page).getByRole('button', { name: 'Transactie annuleren' })).toBeVisible();
  await page.reload();
  await expect(stateOf(page)).not.toHaveText('Geannuleerd');
});

test('the TOTP persona signs in with the code shown beside it', async ({ page }) => {
  await page.goto(`${DEMO_URL}/login`);
  const button = page.getByRole('button', { name: /Account met tweestapsverificatie/ });
  await expect(button).toHaveAccessibleDescription(/Code van nu: \d{6} \(nog \d+ s\)/);
  await button.click();
  const hint = page.getByText(/De authenticator-app van deze persona toont nu \d{6}\./);
  await expect(hint).toBeVisible();
  const code = /toont nu (\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  await page.getByLabel('Zescijferige code').fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.getByText('Ingelogd als totp').click();
});

test('the backoffice moves transactions while the list is open', async ({ page }) => {
  test.slow();
  await signInAs(page, STAFF, '/transactions?sort=-last_updated');
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  const firstRow = page.locator('.tx-table tbody tr').first();
  await expect(firstRow).toBeVisible();
  const before = await firstRow.innerText();
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same page'));
  await expect(firstRow).not.toHaveText(before, { timeout: 40_000 });
  await expect(firstRow).toContainText(/Nieuw|In behandeling|Afgerond/);
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
    'same page',
  );
});

test('the scenario addresses run with one click, at 390 px too', async ({ page }) => {
  await signInAs(page, STAFF, '/address-check');
  const scenarios = page.locator('details.demo-scenarios');
  await expect(scenarios.getByText('Voorbeeldadressen in deze demo')).toBeVisible();
  await expect(scenarios.getByRole('link')).toHaveCount(7);
  await scenarios
    .getByRole('link', { name: /^Eén provider heeft een storing: Check Hoogstraat 10, 3011 AB Rotterdam$/ })
    .click();
  await expect(page).toHaveURL(/zipcode=3011AB&housenr=10/);
  const tele2 = page.getByRole('region', { name: /TELE2/ });
  await expect(tele2.getByRole('alert')).toContainText('Foutcode 004');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(scenarios).toBeVisible();
  await scenarios.locator('summary').click();
  await scenarios.getByRole('link', { name: /^Geen enkele provider levert:/ }).click();
  await expect(page).toHaveURL(/zipcode=9711AB&housenr=5/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the demo bar fits a 360 px phone on every page it is on', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${DEMO_URL}/login`);
  await expect(banner(page)).toBeVisible();
  const fits = () =>
    page.evaluate(() =>
      document.documentElement.scrollWidth <= window.innerWidth
        ? true
        : [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
            .map((element) => `${element.tagName}.${element.className}`)
            .join(' '),
    );
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: new RegExp(STAFF) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  for (const path of ['/', '/transactions', `/transactions/${uuid}`, '/profile', '/address-check']) {
    await page.goto(`${DEMO_URL}${path}`);
    await expect(banner(page).getByRole('button', { name: 'Mijn demogegevens herstellen' })).toBeVisible();
    expect(await fits()).toBe(true);
    const box = await banner(page)
      .getByRole('button', { name: 'Mijn demogegevens herstellen' })
      .boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});
