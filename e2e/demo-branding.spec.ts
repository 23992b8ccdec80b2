import { type Page, expect, test } from '@playwright/test';
import { DEMO_URL } from '../playwright.config.ts';
import { expectNoAxeViolations, watchCspViolations } from './support.ts';

/**
 * Prospect branding in demo mode (DEMO_URL): the sales person sets the prospect's name, logo and
 * colour in the demo settings (kept in that browser) or with a link (for that visit, unless kept);
 * a colour without enough contrast is refused, and a name cannot turn the demo bar's text around.
 */
test.use({ baseURL: DEMO_URL });

const DEFAULT_ACCENT = 'rgb(11, 83, 148)';
const PROSPECT_ACCENT = 'rgb(122, 31, 92)';
/** A 1×1 PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const demoBar = (page: Page) => page.getByRole('region', { name: 'Demo' });
const demoTag = (page: Page) => demoBar(page).locator('strong').first();
/** The colour the page really paints in its accent: the overview's first area link. */
const linkColour = (page: Page) =>
  page
    .locator('main a')
    .first()
    .evaluate((link) => getComputedStyle(link).color);
/** The accent the theme layers set on the document (empty when none does). */
const accentSet = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'));

async function signInAsStaff(page: Page) {
  await page.getByRole('button', { name: /Medewerker met alle rechten/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toBeVisible();
}

test('the demo settings brand the demo; a colour without contrast is refused; it lasts a reload', async ({
  page,
}) => {
  const cspViolations = watchCspViolations(page);
  await page.goto('/');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(demoTag(page)).toHaveText('Demo');
  expect(await linkColour(page)).toBe(DEFAULT_ACCENT);

  await demoBar(page).getByRole('button', { name: 'Demo-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo-instellingen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Naam van de prospect')).toBeFocused();
  await dialog.getByLabel('Naam van de prospect').fill('Glasvezel Noord');
  const colour = dialog.getByRole('textbox', { name: 'Merkkleur', exact: true });

  // yellow on white: refused next to the field, and nothing changes
  await colour.fill('#ffd400');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toBeFocused();
  await expect(colour).toHaveAccessibleDescription(
    /Deze kleur heeft te weinig contrast met de achtergrond \(1,43:1, minstens 4,5:1 nodig\)/,
  );
  await expect(dialog).toBeVisible();
  await expect(demoTag(page)).toHaveText('Demo');
  expect(await accentSet(page)).toBe('');
  await expectNoAxeViolations(page);

  // a file that is no image is refused too; a PNG is shown before it is saved
  await dialog
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
  await expect(dialog.getByLabel('Logo')).toHaveAccessibleDescription(/Kies een afbeelding: PNG, JPEG/);
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(dialog.getByRole('img', { name: 'Het gekozen logo' })).toBeVisible();
  await expect(dialog.getByLabel('Logo')).not.toHaveAttribute('aria-invalid', 'true');

  await colour.fill('#7a1f5c');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(demoBar(page).getByRole('button', { name: 'Demo-instellingen' })).toBeFocused();
  await expect(demoTag(page)).toHaveText('Demo voor Glasvezel Noord');
  await expect.poll(() => linkColour(page)).toBe(PROSPECT_ACCENT);
  await expect(page.locator('.app-header__brand img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // the session and the branding survive a reload
  await page.reload();
  await expect(demoTag(page)).toHaveText('Demo voor Glasvezel Noord');
  await expect.poll(() => linkColour(page)).toBe(PROSPECT_ACCENT);
  await expect(page.locator('.app-header__brand img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // and go again with one button
  await demoBar(page).getByRole('button', { name: 'Demo-instellingen' }).click();
  await expect(dialog.getByLabel('Naam van de prospect')).toHaveValue('Glasvezel Noord');
  await dialog.getByRole('button', { name: 'Standaardbranding herstellen' }).click();
  await expect(dialog).toBeHidden();
  await expect(demoTag(page)).toHaveText('Demo');
  await expect.poll(() => linkColour(page)).toBe(DEFAULT_ACCENT);
  await expect(page.locator('.app-header__brand img')).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('a link brands the demo for this visit only, and leaves the address bar clean', async ({
  page,
  context,
  browser,
}) => {
  const cspViolations = watchCspViolations(page);
  await page.goto('/products?prospect=Acme%20Fiber&brand=7a1f5c');
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts$/);
  await expect(demoTag(page)).toHaveText('Demo voor Acme Fiber');
  expect(await accentSet(page)).toBe('rgb(122 31 92)');

  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/products$/);
  await expect(demoTag(page)).toHaveText('Demo voor Acme Fiber');
  expect(await accentSet(page)).toBe('rgb(122 31 92)');
  // a reload of the tab is the same visit
  await page.reload();
  await expect(demoTag(page)).toHaveText('Demo voor Acme Fiber');
  expect(cspViolations).toEqual([]);

  // the next visit in this browser (a new tab), and another browser, see the demo as it comes
  const nextVisit = await context.newPage();
  const other = await browser.newContext({ baseURL: DEMO_URL });
  const otherPage = await other.newPage();
  for (const later of [nextVisit, otherPage]) {
    await later.goto('/');
    await expect(demoTag(later)).toHaveText('Demo');
    expect(await accentSet(later)).toBe('');
  }
  await other.close();
});

test('the demo settings keep a link’s branding for later visits, when asked to', async ({
  page,
  context,
}) => {
  await page.goto('/?prospect=Acme%20Fiber&brand=7a1f5c');
  await demoBar(page).getByRole('button', { name: 'Demo-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo-instellingen' });
  await expect(dialog).toContainText('Deze branding komt uit een link en geldt alleen voor dit bezoek');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Branding bewaren' }).click();
  await expect(dialog).toBeHidden();
  await expect(demoBar(page).getByText('De branding is bewaard in deze browser.')).toBeAttached();

  const nextVisit = await context.newPage();
  await nextVisit.goto('/');
  await expect(demoTag(nextVisit)).toHaveText('Demo voor Acme Fiber');
  expect(await accentSet(nextVisit)).toBe('rgb(122 31 92)');
  // kept, the settings no longer offer to keep it
  await demoBar(nextVisit).getByRole('button', { name: 'Demo-instellingen' }).click();
  const keptDialog = nextVisit.getByRole('dialog', { name: 'Demo-instellingen' });
  await expect(keptDialog.getByLabel('Naam van de prospect')).toHaveValue('Acme Fiber');
  await expect(keptDialog.getByRole('button', { name: 'Branding bewaren' })).toHaveCount(0);
});

test('a name from a link cannot turn the demo bar around: its controls go, and it is isolated', async ({
  page,
}) => {
  await page.goto(`/?prospect=${encodeURIComponent('Storing! Bel 0900-1234 \u202E')}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(demoTag(page)).toHaveText('Demo voor Storing! Bel 0900-1234');
  await expect(demoTag(page).locator('bdi')).toHaveText('Storing! Bel 0900-1234');
  const barText = await demoBar(page).locator('p').first().textContent();
  expect(barText).toContain('Alle namen, adressen, producten en orders in deze demo zijn verzonnen.');
  expect(barText).not.toMatch(/[\p{Cc}\p{Cf}]/u);

  // a right-to-left name is the prospect's own: it stays, isolated from the text after it
  await page.goto(`/?prospect=${encodeURIComponent('שלום 2')}`);
  await expect(demoTag(page).locator('bdi')).toHaveText('שלום 2');
  expect(
    await demoTag(page)
      .locator('bdi')
      .evaluate((name) => getComputedStyle(name).unicodeBidi),
  ).toBe('isolate');
});

test('a link with a colour without contrast is refused, and says why', async ({ page }) => {
  await page.goto('/?prospect=Geel&brand=%23ffd400');
  await expect(page).toHaveURL(/\/login$/);
  const refusal = demoBar(page).getByRole('alert');
  await expect(refusal).toContainText('De branding uit de link is niet toegepast');
  await expect(refusal).toContainText('te weinig contrast met de achtergrond (1,43:1');
  await expect(demoTag(page)).toHaveText('Demo');
  expect(await accentSet(page)).toBe('');
  await refusal.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(refusal).toHaveCount(0);
});
