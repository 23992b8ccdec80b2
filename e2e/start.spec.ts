import { type Page, expect, test } from '@playwright/test';
import { SIGNED_IN_PAGES } from './pages.ts';
import { logInAs, watchCspViolations } from './support.ts';

test('the log-in page starts in one step: everything it first runs is named in index.html, compressed', async ({
  page,
}) => {
  const violations = watchCspViolations(page);
  const requested: { url: string; encoding: string | null; bytes: number }[] = [];
  page.on('response', (response) => {
    // listed at once, so a check for what was not asked for cannot run ahead of the list
    const entry = {
      url: new URL(response.url()).pathname,
      encoding: response.headers()['content-encoding'] ?? null,
      bytes: 0,
    };
    requested.push(entry);
    void response.body().then(
      (body) => (entry.bytes = body.length),
      () => undefined,
    );
  });
  const document = await page.goto('/login');
  const html = await document!.text();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByText(/Log in met de gegevens/)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested.map((request) => request.url)).not.toContain('/config.json');
  const scripts = requested.filter((request) => request.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(html, `${script.url} is named in index.html`).toContain(`.${script.url}`);
  }
  expect(scripts.map((script) => script.url)).not.toContainEqual(expect.stringMatching(/\/routing-/));
  // Files under 1 KiB gain too little from compression and travel as they are.
  for (const file of requested.filter(
    (request) => /\.(js|css)$/.test(request.url) && request.bytes >= 1024,
  )) {
    expect(file.encoding, file.url).toMatch(/^(br|gzip)$/);
  }
  expect(html).toMatch(/<script type="application\/json" id="runtime-config">\{"apiBase":"\/api"/);
  expect(html).not.toContain('data-locale="en"');
  expect(violations).toEqual([]);

  // the router is not needed to show the log-in: it loads as the person starts typing
  const router = page.waitForRequest(/\/assets\/routing-[\w-]+\.js$/);
  await page.getByLabel('Gebruikersnaam').focus();
  await router;
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('the products page’s listing travels compressed and reads the same', async ({ page }) => {
  await page.goto('/login');
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const listing = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadband/v1') &&
      (response.request().postDataJSON() as { method?: string }).method === 'list_carriers',
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Carrierproducten' }).click();
  const response = await listing;
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const text = await response.text();
  const sizes = await response.request().sizes();
  expect(sizes.responseBodySize).toBeLessThan(Buffer.byteLength(text) / 3);
  const rows = (JSON.parse(text) as { result: { carriers: { product_id: number }[] } }).result.carriers;
  expect(rows.length).toBeGreaterThan(10);
  await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
});

test('when the portal’s next code cannot load after the log-in, it says so and a reload gets the person in', async ({
  page,
}) => {
  // The network refuses the router's file for as long as the log-in lasts: every fetch of it, so
  // neither an earlier prefetch nor the browser's own retry of a failed import can hide the failure.
  const routerFile = /\/assets\/routing-[\w-]+\.js$/;
  await page.route(routerFile, (route) => route.abort('internetdisconnected'));
  await page.goto(`/login?next=${encodeURIComponent('/mail')}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('alert')).toContainText(
    'Je bent ingelogd, maar het portaal kon niet verder laden',
  );
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\?next=%2Fmail$/);
  // the network is back; the server kept the session: the reload goes straight on
  await page.unroute(routerFile);
  await page.getByRole('button', { name: 'Pagina herladen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/mail$/);
});

test('a signed-in page loaded afresh waits for no round trip that could have started with the document', async ({
  page,
}) => {
  await page.goto('/login?next=%2Ftransactions');
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();

  const requested: { path: string; rpc: string | null }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const body = request.method() === 'POST' ? request.postData() : null;
    requested.push({ path, rpc: body ? ((JSON.parse(body) as { method?: string }).method ?? null) : null });
  });
  // F5, a bookmark, a link opened in the same site: the document is asked for with the session cookie
  const document = await page.goto('/transactions');
  expect(document!.headers()['cache-control']).toBe('no-store');
  const html = await document!.text();
  await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /transacties gevonden/ })).toBeVisible();

  // the session came with the document: nobody asked for it, and the page took it out of the DOM
  expect(requested.map((request) => request.path)).not.toContain('/session');
  await expect(page.locator('#kept-session')).toHaveCount(0);
  // every script and style of the frame and the page was named in the document, so none waited
  // for another to run before it was asked for
  const files = requested.filter((request) => /\.(js|css)$/.test(request.path));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) expect(html, `${file.path} is named in the document`).toContain(`.${file.path}"`);
  // and the page's data was asked for once, as soon as the code was there
  expect(requested.filter((request) => request.rpc === 'list_transactions')).toHaveLength(1);
});

test.describe('the log-in drawn into the page', () => {
  test('shows its form before any script runs, and cannot be sent then', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('autocomplete', 'current-password');
    await page.getByLabel('Gebruikersnaam').fill('admin');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeDisabled();
    await context.close();
  });

  test('React takes it over as it is, without drawing it again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // the script waits until the test has marked what the server drew
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await page.evaluate(() => document.querySelector('form')?.setAttribute('data-drawn-by', 'server'));
    releaseScript();
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    await expect(page.locator('form[data-drawn-by="server"]')).toHaveCount(1);
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a person who chose English gets the log-in drawn again in English', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toHaveCount(0);
  });
});

test.describe('a signed-in page drawn into the document', () => {
  test('is on screen before any script runs, with the person’s name, inert, in the language they chose', async ({
    page,
    browser,
  }) => {
    await page.goto('/login?next=%2Ftransactions');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    const signedInAs = ((await page.locator('.user-menu summary').textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(signedInAs).toBe('Ingelogd als admin');

    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawn = await withoutScripts.newPage();
    const reply = await drawn.goto('/transactions?page=2');
    expect(reply!.headers()['cache-control']).toBe('no-store');
    expect(await reply!.text()).not.toContain('rel="stylesheet"');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    await expect(drawn.locator('.user-menu summary')).toHaveText(signedInAs);
    await expect(drawn.getByRole('status').filter({ hasText: 'Transacties laden…' })).toBeVisible();
    // nothing in it takes a click or a key before the portal draws the page itself
    await expect(drawn.locator('#root > .drawn-page')).toHaveAttribute('inert', '');
    await expect(drawn.getByRole('link', { name: 'Mail' })).toBeVisible();

    // a transaction's page is drawn for its own id
    const id = 'b7e2f914-0c6d-4d3a-8f5e-21a9c6d4e870';
    await drawn.goto(`/transactions/${id}`);
    await expect(drawn.getByRole('heading', { level: 1, name: `Transactie ${id}` })).toBeVisible();
    await withoutScripts.close();

    // chosen English: the server draws the page in English
    await page.getByLabel('Taal').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const english = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawnInEnglish = await english.newPage();
    await drawnInEnglish.goto('/transactions');
    await expect(drawnInEnglish.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(drawnInEnglish.locator('html')).toHaveAttribute('lang', 'en');
    await english.close();
  });

  test('the introduction the server draws is the one the portal draws, so the page does not change under the reader', async ({
    page,
    browser,
  }) => {
    const introductions = (target: Page) =>
      target
        .locator('section.page > p:not([role="status"])')
        .evaluateAll((paragraphs) =>
          paragraphs.map((paragraph) => (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim()),
        );
    await page.goto('/login');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawn = await withoutScripts.newPage();
    for (const { path, title } of SIGNED_IN_PAGES) {
      const heading = title.nl;
      await drawn.goto(path);
      // (a transaction's page is drawn with its id in the heading: the server does not know its number)
      await expect(drawn.locator('h1#page-heading')).toBeVisible();
      const drawnTexts = await introductions(drawn);
      await page.goto(path);
      await expect(page.locator('.drawn-page')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/') {
        // only the greeting changes: the server knows the log-in name, the profile brings the full name
        expect(drawnTexts[0]).toBe('Welkom, admin.');
        // (another test may have renamed the person meanwhile)
        expect((await introductions(page))[0]).toMatch(/^Welkom, .+\.$/);
        drawnTexts.shift();
      }
      expect(drawnTexts.length, path).toBeGreaterThan(0);
      for (const text of drawnTexts) expect(await introductions(page), `${path}: ${text}`).toContain(text);
    }
    await withoutScripts.close();
  });

  test('an address check opened with its address names the address before any script runs, as the portal then does', async ({
    page,
    browser,
  }) => {
    await page.goto('/login?next=%2Faddress-check');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawn = await withoutScripts.newPage();
    await drawn.setViewportSize(page.viewportSize()!);
    const heading = 'Resultaat voor Damrak 1, 1012 AB Amsterdam';
    await drawn.goto('/address-check?zipcode=1012AB&housenr=1');
    await expect(drawn.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(drawn.getByRole('status').filter({ hasText: 'Bezig met opvragen…' })).toBeVisible();
    const drawnBox = await drawn.getByRole('heading', { level: 2, name: heading }).boundingBox();
    // an address the service does not know: no result is drawn, the page is
    await drawn.goto('/address-check?zipcode=1012AB&housenr=99999');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
    await expect(drawn.getByRole('heading', { level: 2, name: /^Resultaat voor/ })).toHaveCount(0);
    await withoutScripts.close();

    // the portal's own heading reads the same and takes the same room: it is not new content
    await page.goto('/address-check?zipcode=1012AB&housenr=1');
    await expect(page.locator('.drawn-page')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby^="provider-"]').first()).toBeVisible();
    const drawnByPortal = page.getByRole('heading', { level: 2, name: heading });
    await expect(drawnByPortal).toBeVisible();
    const box = await drawnByPortal.boundingBox();
    expect({ width: box!.width, height: box!.height }).toEqual({
      width: drawnBox!.width,
      height: drawnBox!.height,
    });
  });

  test('the portal draws the page with its data in its place, without a CSP violation or an error', async ({
    page,
  }) => {
    const violations = watchCspViolations(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login?next=%2Ftransactions');
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /transacties gevonden/ })).toBeVisible();
    await expect(page.locator('.drawn-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
