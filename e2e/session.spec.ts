import { expect, test } from '@playwright/test';
import { PORTAL_URL, SHORT_SESSION_URL } from '../playwright.config.ts';
import { expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

test.describe('log-in', () => {
  for (const username of ['admin', 'readonly', 'whitelist'] as const) {
    test(`${username} logs in and sees their permissions`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await logInAs(page, username);
      await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
      await page.getByText(`Ingelogd als ${username}`).click();
      const permissions = page.locator('.user-menu__permissions');
      await expect(permissions).toContainText('#broadband-r');
      if (username === 'readonly') await expect(permissions).not.toContainText('#broadband-ordering-d');
      else await expect(permissions).toContainText('#broadband-ordering-d');
    });
  }

  // The TOTP step itself (focus, a wrong code, the right one) is e2e/flows/session.flow.ts.
  test('the log-in with its TOTP step breaks no content-security rule', async ({ page }) => {
    const csp = watchCspViolations(page);
    await page.goto('/login');
    await logInAs(page, 'totp');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('a wrong password is explained and nothing is signed in', async ({ page }) => {
    await page.goto('/login');
    await logInAs(page, 'whitelist', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Gebruikersnaam of wachtwoord klopt niet.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty form is refused next to its fields, before any request', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/jwt/log-in')) requests += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByLabel('Gebruikersnaam')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vul dit veld in.').first()).toBeVisible();
    expect(requests).toBe(0);
  });
});

test.describe('session', () => {
  test('keeps the token out of every storage, readable cookie and URL', async ({ page, context }) => {
    await page.goto('/login');
    const logInReply = page.waitForResponse((response) => response.url().endsWith('/api/jwt/log-in'));
    await logInAs(page, 'admin');
    const token = ((await (await logInReply).json()) as { access_token: string }).access_token;
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const stored = await page.evaluate(async () => {
      const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
      const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
      return {
        local: dump(localStorage),
        session: dump(sessionStorage),
        cookie: document.cookie,
        databases: databases.map((database) => database.name),
        url: location.href,
      };
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain('eyJ');
    expect(stored.databases).toEqual([]);
    expect(stored.cookie).toBe('');
    // the one cookie is the server's sealed copy, which no script can read (plain http: not Secure)
    const cookies = await context.cookies();
    expect(cookies).toEqual([
      expect.objectContaining({
        name: 'portal-session',
        path: '/',
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      }),
    ]);
    // sealed: no part of it is a token segment or decodes to the token's JSON (a random "eyJ" inside is no leak)
    const sealed = cookies[0]!.value;
    for (const segment of token.split('.')) expect(sealed).not.toContain(segment);
    const readableParts = sealed.split('.').filter((part) => {
      try {
        JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return true;
      } catch {
        return false;
      }
    });
    expect(readableParts).toEqual([]);
  });

  test('every response carries the security headers, and the token never reaches the console', async ({
    page,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    const missingHeaders: string[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(PORTAL_URL)) return;
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const complete =
        csp.includes("script-src 'self'") &&
        !csp.includes('unsafe-inline') &&
        !csp.includes('unsafe-eval') &&
        csp.includes('frame-ancestors') &&
        headers['x-content-type-options'] === 'nosniff' &&
        Boolean(headers['referrer-policy']);
      if (!complete) missingHeaders.push(response.url());
    });
    await page.goto('/login');
    const logInReply = page.waitForResponse((response) => response.url().endsWith('/api/jwt/log-in'));
    await logInAs(page, 'admin');
    const token = ((await (await logInReply).json()) as { access_token: string }).access_token;
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Adrescheck' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
    expect(missingHeaders).toEqual([]);
    expect(consoleLines.filter((line) => line.includes(token) || line.includes('eyJ'))).toEqual([]);
  });

  test('a deep link asks for log-in and then opens the linked page', async ({ page }) => {
    await page.goto('/transactions?state=new');
    await expect(page).toHaveURL(/\/login\?next=%2Ftransactions%3Fstate%3Dnew$/);
    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/transactions\?state=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  });

  // A reload, a second tab, a log-out and what it ends: e2e/flows/session.flow.ts.

  test('warns before the token expires and returns to log-in when it does', async ({ page }) => {
    await page.goto(`${SHORT_SESSION_URL}/products`);
    await logInAs(page, 'admin');
    await expect(page).toHaveURL(`${SHORT_SESSION_URL}/products`);
    await expect(page.getByRole('status').filter({ hasText: 'Je sessie verloopt over' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fproducts$/, { timeout: 40_000 });
    await expect(page.getByRole('status')).toHaveText(
      'Je sessie is verlopen. Log opnieuw in om verder te gaan.',
    );
  });
});

test.describe('frame', () => {
  test('switches language, and the choice survives a reload', async ({ page }) => {
    await page.goto('/login');
    await logInAs(page, 'admin');
    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Address check' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.getByLabel('Language').selectOption('nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  });

  test('moves focus to the page heading on navigation and offers a skip link', async ({ page }) => {
    await page.goto('/login');
    await logInAs(page, 'admin');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeFocused();
    // Put the keyboard at the very start of the page, as after a fresh load.
    await page.evaluate(() => {
      const start = document.createElement('span');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
    });
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('shows a not-found page for an unknown path', async ({ page }) => {
    await page.goto('/login?next=%2Fno-such-page');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every page passes axe', async ({ page }) => {
    test.slow(); // eight pages, each scanned whole; the mail page alone holds hundreds of rows
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    for (const name of [
      'Overzicht',
      'Adrescheck',
      'Carrierproducten',
      'Transacties',
      'Profiel en beveiliging',
      'Mail',
      'API-console',
    ]) {
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByText('Ingelogd als admin').click();
    await expectNoAxeViolations(page);
  });
});

test.describe('return after log-in', () => {
  for (const next of [
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\\/evil.example',
    '//evil.example',
    'javascript:alert(1)',
  ]) {
    test(`next=${JSON.stringify(next)} leads to the overview`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await logInAs(page, 'admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
      await expect(page).toHaveURL(`${PORTAL_URL}/`);
    });
  }

  test('a deep link into the portal still leads there', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=1012AB&housenr=1')}`);
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
    await expect(page).toHaveURL(`${PORTAL_URL}/address-check?zipcode=1012AB&housenr=1`);
  });
});
