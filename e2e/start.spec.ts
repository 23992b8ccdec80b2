import { expect, test } from '@playwright/test';
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
