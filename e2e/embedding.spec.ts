import { type FrameLocator, type Page, expect, test } from '@playwright/test';
import { EMBED_HOST_URL, PORTAL_URL, STRANGER_URL } from '../playwright.config.ts';
import { type HostOptions, hostPagePath } from './hosts/partner-pages.ts';
import { account } from './support.ts';

/**
 * A partner's page on another origin (EMBED_HOST_URL, allowed to frame the portal) and a stranger's
 * (STRANGER_URL, not allowed), served by e2e/hosts (started by playwright.config.ts). The partner's
 * server signs in at the portal's API itself and hands the token to its page, as a partner's
 * intranet would.
 */
async function openHost(page: Page, options: HostOptions, origin = EMBED_HOST_URL): Promise<FrameLocator> {
  await page.goto(`${origin}${hostPagePath(options)}`);
  return page.frameLocator('#portal iframe');
}

type HostEvent = { type: string } & Record<string, unknown>;
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
const eventsOfType = async (page: Page, type: string) =>
  (await events(page)).filter((event) => event.type === type);

// Signed in with the host's token and no log-in on the way, the events the host hears, the frame as
// tall as the height the portal reports, the token not in the frame's src: e2e/flows/embedding.flow.ts.
test('inside the partner’s frame: the page with its products, as tall as the frame, and no token in any frame’s address', async ({
  page,
}) => {
  const portal = await openHost(page, { path: '/address-check?zipcode=1012AB&housenr=1' });
  await expect(portal.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'KPNWBA' }).locator('tbody tr').first()).toBeVisible();

  // the height the portal reports is its document's own: no inner scrollbar
  const frame = page.locator('#portal iframe');
  await expect
    .poll(async () => {
      const height = (await frame.boundingBox())!.height;
      const content = await portal.locator('html').evaluate((html) => html.scrollHeight);
      return Math.abs(height - content);
    })
    .toBeLessThanOrEqual(1);

  expect(
    page
      .frames()
      .map((each) => each.url())
      .join(' '),
  ).not.toMatch(/eyJ/);
});

// The host sending the portal elsewhere: e2e/flows/embedding.flow.ts.
test('the host hears where a click in the portal goes, and sets its language and colours', async ({
  page,
}) => {
  const portal = await openHost(page, { path: '/' });
  await expect(portal.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await portal
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Transacties' })
    .click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  await expect
    .poll(async () => (await eventsOfType(page, 'navigate')).map((event) => event.path))
    .toContain('/transactions');

  await page.evaluate(() =>
    (window as unknown as { portal: { setLocale(locale: string): void } }).portal.setLocale('en'),
  );
  await expect(portal.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(portal.locator('html')).toHaveAttribute('lang', 'en');

  const accent = () =>
    portal.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--accent').trim());
  const before = await accent();
  await page.evaluate(() =>
    (window as unknown as { portal: { setTheme(theme: object): void } }).portal.setTheme({
      colorPrimary: '#7a1f5c',
      colorBackground: '#ffffff',
      colorText: '#111111',
      borderRadius: '2px',
    }),
  );
  await expect.poll(accent).toBe('rgb(122 31 92)');
  await expect(portal.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(before).not.toBe('rgb(122 31 92)');

  // a theme that would be hard to read is refused whole: the look stays
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(() =>
    (window as unknown as { portal: { setTheme(theme: object): void } }).portal.setTheme({
      colorPrimary: '#ffe600',
      colorBackground: '#ffffff',
    }),
  );
  await expect.poll(() => warnings.join('\n')).toContain('theme is refused');
  expect(await accent()).toBe('rgb(122 31 92)');
  // the host hears it as the protocol table says: `theme-refused` for a theme refused whole …
  await expect.poll(() => eventsOfType(page, 'error')).toHaveLength(1);
  const [refusal] = await eventsOfType(page, 'error');
  expect(refusal).toMatchObject({ code: 'theme-refused' });
  expect(refusal!.message).toMatch(
    /refused, the look stays as it was:\n- colorPrimary on colorBackground has a contrast of/,
  );

  // … and `theme` for fields left out while the rest applies
  await page.evaluate(() =>
    (window as unknown as { portal: { setTheme(theme: object): void } }).portal.setTheme({
      colorPrimary: '#0b5394',
      borderRadius: 8,
    }),
  );
  await expect.poll(accent).toBe('rgb(11 83 148)');
  await expect
    .poll(async () => (await eventsOfType(page, 'error')).map((event) => event.code))
    .toEqual(['theme-refused', 'theme']);
  expect((await eventsOfType(page, 'error'))[1]!.message).toContain('borderRadius must be a length');
});

// Signing out from the host, and what the host hears of it: e2e/flows/embedding.flow.ts.
test('messages from a third origin are ignored', async ({ page }) => {
  const portal = await openHost(page, { path: '/transactions', meddler: true });
  await expect(portal.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  // the meddler keeps posting for a while: the portal stays where it is, signed in as before
  await page.waitForTimeout(1500);
  await expect(portal.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  expect((await eventsOfType(page, 'navigate')).map((event) => event.path)).not.toContain('/console');
});

test('a page of an origin that is not allowed cannot frame the portal and hears nothing from it', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to frame/i.test(message.text())) refused.push(message.text());
  });
  await openHost(page, { path: '/' }, STRANGER_URL);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  expect(await events(page)).toEqual([]);
  const portalFrame = page.frames().find((frame) => frame.url().startsWith(PORTAL_URL));
  const heading = portalFrame ? await portalFrame.locator('h1').count() : 0;
  expect(heading).toBe(0);
});

test('chrome none shows no frame of its own and waits for the host; compact keeps only the navigation', async ({
  page,
}) => {
  const waiting = await openHost(page, { path: '/mail', chrome: 'none', token: false });
  // the page the server drew gives way to the portal's word once no token has come
  await expect(waiting.locator('.drawn-page')).toHaveCount(0);
  await expect(waiting.getByRole('status')).toHaveText(
    'Het portaal wacht tot de pagina eromheen je aanmeldt…',
  );
  await expect(waiting.getByLabel('Gebruikersnaam')).toHaveCount(0);

  const bare = await openHost(page, { path: '/mail', chrome: 'none' });
  await expect(bare.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(bare.getByRole('banner')).toHaveCount(0);
  await expect(bare.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);

  const compact = await openHost(page, { path: '/mail', chrome: 'compact' });
  await expect(compact.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(compact.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(compact.getByText('Breedband portaal')).toHaveCount(0);
  await expect(compact.getByLabel('Taal')).toHaveCount(0);
});

test('the frame shows the requested page before the portal’s scripts run, in the chrome and language asked for', async ({
  page,
}) => {
  const portalScripts = `${PORTAL_URL}/assets/**`;
  await page.route(portalScripts, (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  const drawn = await openHost(page, { path: '/transactions', chrome: 'compact', locale: 'en' });
  await expect(drawn.locator('h1#page-heading')).toHaveText('Transactions');
  await expect(drawn.locator('h1#page-heading')).toBeVisible();
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'en');
  await expect(drawn.locator('html')).toHaveAttribute('data-embedded', 'compact');
  await expect(drawn.locator('nav.app-nav')).toBeVisible();
  await expect(drawn.locator('.app-header__brand')).toHaveCount(0);
  expect(await drawn.locator('html').evaluate(() => location.search)).toBe('?bp-frame=compact.en');

  // with its scripts the portal draws the page itself, and takes the look out of its address
  await page.unroute(portalScripts);
  const portal = await openHost(page, { path: '/transactions', chrome: 'compact', locale: 'en' });
  await expect(portal.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(portal.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(portal.locator('.drawn-page')).toHaveCount(0);
  await expect.poll(() => portal.locator('html').evaluate(() => location.search)).toBe('');
});

test('without a token from the host, the portal shows its own log-in (full chrome)', async ({ page }) => {
  const portal = await openHost(page, { path: '/profile', token: false });
  await expect(portal.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await portal.getByLabel('Gebruikersnaam').fill('admin');
  await portal.getByLabel('Wachtwoord').fill(account('admin').password);
  await portal.getByRole('button', { name: 'Inloggen' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Profiel en beveiliging' })).toBeVisible();
});

test('a page that mounts the portal at once gets no warm-up frame: the portal’s own frame fetches its files', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const portal = await openHost(page, { path: '/transactions' });
  await expect(portal.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  expect(requested.filter((url) => url.startsWith(PORTAL_URL)).length).toBeGreaterThan(3);
  expect(requested).not.toContain(`${PORTAL_URL}/embed-warm.html`);
  expect(await page.locator('iframe[data-broadband-portal-warm]').count()).toBe(0);
});

test('embed.js fetches the portal’s files into the frame’s cache before mount(), and the portal reads them from there', async ({
  page,
}) => {
  const requestedBeforeMount: string[] = [];
  let mounted = false;
  page.on('request', (request) => {
    if (!mounted && request.url().startsWith(PORTAL_URL)) requestedBeforeMount.push(request.url());
  });
  await page.goto(`${EMBED_HOST_URL}${hostPagePath({ path: '/transactions', mountOnClick: true })}`);
  // the hidden warm-up frame leaves once its files are in
  await expect(page.locator('iframe[data-broadband-portal-warm]')).toHaveCount(0);
  const entry = requestedBeforeMount.find((url) => /\/assets\/index-[\w-]+\.js$/.test(url));
  expect(entry, requestedBeforeMount.join('\n')).toBeDefined();
  expect(requestedBeforeMount).toContain(`${PORTAL_URL}/embed-warm.html`);
  expect(await page.locator('#portal iframe').count()).toBe(0);

  mounted = true;
  await page.getByRole('button', { name: 'Open the portal' }).click();
  const portal = page.frameLocator('#portal iframe');
  await expect(portal.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
  // nothing of the entry came over the network again: it was in the cache the frame reads from
  const entryTransfer = await portal
    .locator('html')
    .evaluate(
      (_html, url) =>
        (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.transferSize ?? null,
      entry!,
    );
  expect(entryTransfer).toBe(0);
});
