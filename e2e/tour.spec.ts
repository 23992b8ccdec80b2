import { type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO_URL } from '../playwright.config.ts';
import { expectNoAxeViolations, watchCspViolations } from './support.ts';

/**
 * The guided tour of demo mode (DEMO_URL), driven with the keyboard only once signed in: each step
 * on its own page, with its element highlighted, in a popover that holds the focus.
 */
test.use({ baseURL: DEMO_URL });

/** Blocked content, as the page itself reports it (`securitypolicyviolation`) and as the console says. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const fromConsole = watchCspViolations(page);
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...fromConsole,
  ];
}

async function signInAsStaff(page: Page, persona = /Medewerker met alle rechten/) {
  await page.goto('/');
  await page.getByRole('button', { name: persona }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toBeVisible();
  // After a log-in the first page's heading takes the focus; the keyboard walk starts after that.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** Tabs from the top of the page to the control named `name` (a keyboard user's way there). */
async function tabTo(page: Page, name: string) {
  // The demo bar's tools load after the page: a keyboard user tabs once they are there.
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  // From the start of the page, as after a fresh load (the body takes the focus only for a moment).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`${name} is not reachable with Tab`);
}

const tourStep = (page: Page) => page.getByRole('dialog');
/** The element the tour highlights (driver.js marks it; the overlay leaves only it uncovered). */
const highlighted = (page: Page) => page.locator('.driver-active-element');

async function expectStep(
  page: Page,
  step: { number: number; title: string; url: RegExp; element: Locator },
) {
  const dialog = tourStep(page);
  await expect(dialog).toHaveAccessibleName(`Stap ${step.number} van 4 ${step.title}`);
  await expect(page).toHaveURL(step.url);
  await expect(highlighted(page)).toHaveCount(1);
  await expect(step.element).toHaveClass(/driver-active-element/);
  await expect(step.element).toBeInViewport();
  await expect(dialog.getByRole('button', { name: step.number === 4 ? 'Klaar' : 'Volgende' })).toBeFocused();
}

test('the tour runs from start to end with the keyboard alone, each step on its page', async ({ page }) => {
  test.slow(); // four pages, each loaded for the first time, and two of them again
  const cspViolations = await watchCsp(page);
  await signInAsStaff(page);

  await tabTo(page, 'Rondleiding');
  await page.keyboard.press('Enter');

  const addressCheck = {
    number: 1,
    title: 'Adrescheck bij een storing',
    url: /\/address-check\?zipcode=3011AB&housenr=10$/,
    element: page.getByRole('region', { name: 'TELE2', exact: true }),
  };
  await expectStep(page, addressCheck);
  await expect(highlighted(page)).toContainText('storing');
  await expect(tourStep(page).getByRole('button', { name: 'Vorige' })).toBeDisabled();

  await page.keyboard.press('Enter');
  const products = {
    number: 2,
    title: 'Producten filteren',
    url: /\/products\?supplier=kpn&download=%3E%3D102400$/,
    element: page.locator('.carrier-table'),
  };
  await expectStep(page, products);
  await expect(highlighted(page).getByRole('textbox', { name: /Leverancier/ })).toHaveValue('kpn');
  await expect(highlighted(page).getByRole('row')).not.toHaveCount(0);

  // back and forth with the arrow keys
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, addressCheck);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, products);

  await page.keyboard.press('Enter');
  const cancellation = {
    number: 3,
    title: 'Een order annuleren',
    url: /\/transactions\/[0-9a-f-]{36}$/,
    element: page.getByRole('region', { name: 'Annulering', exact: true }),
  };
  await expectStep(page, cancellation);
  await expect(highlighted(page).getByRole('button', { name: 'Transactie annuleren' })).toBeVisible();
  const transactionUrl = page.url();

  // the focus stays in the popover: Back, Next, Close and round again
  await page.keyboard.press('Shift+Tab');
  await expect(tourStep(page).getByRole('button', { name: 'Vorige' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tourStep(page).getByRole('button', { name: 'Rondleiding sluiten' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tourStep(page).getByRole('button', { name: 'Vorige' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tourStep(page).getByRole('button', { name: 'Volgende' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expectStep(page, {
    number: 4,
    title: 'Tweestapsverificatie instellen',
    url: /\/profile$/,
    element: page.getByRole('region', { name: 'Tweestapsverificatie (TOTP)' }),
  });

  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveCount(0);
  await expect(highlighted(page)).toHaveCount(0);
  const tourButton = page.getByRole('button', { name: 'Rondleiding' });
  await expect(tourButton).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'De rondleiding is klaar' })).toHaveCount(1);

  // the tour showed the cancellation and cancelled nothing
  await page.goto(transactionUrl);
  await expect(page.getByRole('button', { name: 'Transactie annuleren' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Annulering aangevraagd' })).toHaveCount(0);

  expect(await cspViolations()).toEqual([]);
});

test('the tour starts again from its button; Escape, the close button and Back end it', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  await signInAsStaff(page);
  const tourButton = page.getByRole('button', { name: 'Rondleiding' });

  await tourButton.focus();
  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveAccessibleName(/^Stap 1 van 4/);
  await page.keyboard.press('Escape');
  await expect(tourStep(page)).toHaveCount(0);
  await expect(highlighted(page)).toHaveCount(0);
  await expect(tourButton).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'De rondleiding is gestopt' })).toHaveCount(1);

  // again from the start, wherever the person is now
  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveAccessibleName(/^Stap 1 van 4/);
  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveAccessibleName(/^Stap 2 van 4/);
  await page.keyboard.press('Tab');
  await expect(tourStep(page).getByRole('button', { name: 'Rondleiding sluiten' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveCount(0);
  await expect(tourButton).toBeFocused();

  // the browser's Back leaves the step's page, and the tour with it
  await page.keyboard.press('Enter');
  await expect(tourStep(page)).toHaveAccessibleName(/^Stap 1 van 4/);
  await page.keyboard.press('ArrowRight');
  await expect(tourStep(page)).toHaveAccessibleName(/^Stap 2 van 4/);
  await page.goBack();
  await expect(page).toHaveURL(/\/address-check\?/);
  await expect(tourStep(page)).toHaveCount(0);
  await expect(highlighted(page)).toHaveCount(0);

  // the page is usable again: the overlay is gone
  await page.getByRole('link', { name: 'Transacties' }).first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  expect(await cspViolations()).toEqual([]);
});

test('the tour speaks English, and a step passes axe', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'en'));
  const cspViolations = await watchCsp(page);
  await signInAsStaff(page, /Staff with all rights/);

  await page.getByRole('button', { name: 'Guided tour' }).focus();
  await page.keyboard.press('Enter');
  const dialog = tourStep(page);
  await expect(dialog).toHaveAccessibleName('Step 1 of 4 Address check during a disruption');
  await expect(dialog).toContainText('TELE2’s backoffice cannot be reached');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Close the tour' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'TELE2', exact: true })).toHaveClass(/driver-active-element/);
  await expectNoAxeViolations(page);
  expect(await cspViolations()).toEqual([]);
});
