import { expect, test } from '@playwright/test';

/*
 * Browsers older than the portal needs cannot be installed here, so the test makes today's
 * Chromium answer the feature checks as an old one would (before any script of the page runs).
 */
test('a browser too old for the portal gets a message in Dutch and English, not a blank page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    CSS.supports = () => false;
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze browser is te oud voor het portaal' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'This browser is too old for the portal' }),
  ).toBeVisible();
  await expect(page.getByText(/Firefox \(ESR 128 of nieuwer\) of Safari \(16\.4 of nieuwer\)/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-browser', 'unsupported');
  // the portal did not start over the message
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
  expect(errors).toEqual(['This browser is too old for the portal (see the message on the page).']);
});

test('a browser without ES modules gets the same message', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze browser is te oud voor het portaal' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page says in both languages that it needs JavaScript', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Het portaal heeft JavaScript nodig' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The portal needs JavaScript' })).toBeVisible();
  });
});

test('today’s Chromium is supported and the portal starts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-browser', 'supported');
  await expect(page.getByRole('heading', { name: /te oud/ })).toHaveCount(0);
});
