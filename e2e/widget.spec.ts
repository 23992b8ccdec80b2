import { type Page, expect, test } from '@playwright/test';
import { EMBED_HOST_URL, PORTAL_URL } from '../playwright.config.ts';
import { ANY_SITE_KEY, widgetPagePath } from './hosts/partner-pages.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * The address-check widget on a partner's page of another origin (EMBED_HOST_URL, served by
 * e2e/hosts), loaded from the portal as an ES module or a classic script, against the real sandbox.
 */
const hostUrl = EMBED_HOST_URL;

test.beforeAll(() => {
  expect(new URL(hostUrl).origin).not.toBe(new URL(PORTAL_URL).origin);
});

/** Every API call the page makes: where to, and with which credentials. */
function watchApiCalls(page: Page) {
  const calls: { url: string; method: string; apiKey?: string; authorization?: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${PORTAL_URL}/api/`) || request.method() !== 'POST') return;
    const headers = request.headers();
    const body = request.postDataJSON() as { method: string };
    calls.push({
      url: request.url(),
      method: body.method,
      apiKey: headers.apikey,
      authorization: headers.authorization,
    });
  });
  return calls;
}

async function checkAddress(
  page: Page,
  postcode: string,
  housenr: string,
  labels = { postcode: 'Postcode', housenr: 'Huisnummer' },
) {
  await page.getByLabel(labels.postcode).fill(postcode);
  const number = page.getByLabel(labels.housenr);
  await number.fill(housenr);
  await number.press('Enter');
}

const checkedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { checked: unknown[] }).checked);

for (const script of ['module', 'classic'] as const) {
  // What a person sees of a check (the postcode tidied, the numbers and extensions offered, the status,
  // each provider's products), the page told once per check, axe: e2e/flows/widget.flow.ts.
  test(`the page hears the service's product names; every call carries the apiKey and no Authorization (${script} script)`, async ({
    page,
  }) => {
    const calls = watchApiCalls(page);
    const methods = () => calls.map((call) => call.method);
    await page.goto(`${hostUrl}${widgetPagePath(script)}`);
    await page.getByLabel('Postcode').fill('1012AB');
    await expect.poll(methods).toContain('get_housenrs');
    await page.getByLabel('Huisnummer').fill('1');
    await expect.poll(methods).toContain('get_housenrext');
    await page.getByLabel('Huisnummer').press('Enter');

    await expect.poll(() => checkedEvents(page)).toHaveLength(1);
    const [detail] = (await checkedEvents(page)) as Record<string, unknown>[];
    expect(detail).toEqual({
      zipcode: '1012AB',
      housenr: 1,
      housenrext: '',
      providers: {
        KPNWBA: { products: ['Fiber', 'FTTH/FTTO', 'VPLUS', 'BVDSL', 'VVDSL', 'VDSL', 'ADSL'] },
        KPNWEAS: { products: ['Fiber', 'Copper'] },
        EUROFIBER: { products: ['Fiber'] },
        TELE2: { products: ['Fiber', 'Copper'] },
        ZIGGO: { products: ['Copper'] },
      },
    });

    // The apiKey header on every call, never an Authorization; the provider list asked for once.
    expect(methods().sort()).toEqual(['get_housenrext', 'get_housenrs', 'list_providers', 'zipcode']);
    for (const call of calls) {
      expect(call.apiKey).toBe(ANY_SITE_KEY);
      expect(call.authorization).toBeUndefined();
    }
    await page.getByLabel('Toevoeging').selectOption('A');
    await page.getByRole('button', { name: 'Controleer adres' }).press('Enter');
    await expect.poll(() => checkedEvents(page)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'list_providers')).toHaveLength(1);
  });

  test(`calls the API of the origin it was loaded from by default (${script} script)`, async ({ page }) => {
    const calls = watchApiCalls(page);
    await page.goto(`${hostUrl}${widgetPagePath(script, { defaultBase: true })}`);
    await page.getByLabel('Postcode').fill('1012AB');
    await expect(page.locator('datalist#housenrs option')).toHaveCount(5);
    expect(calls).toEqual([
      expect.objectContaining({ url: `${PORTAL_URL}/api/postcodes/v1`, method: 'get_housenrs' }),
    ]);
  });
}

test('says an address does not exist, next to the form', async ({ page }) => {
  await page.goto(`${hostUrl}${widgetPagePath('module')}`);
  await checkAddress(page, '1012AB', '999');
  const message = 'Dit adres bestaat niet. Controleer de postcode, het huisnummer en de toevoeging.';
  await expect(page.locator('[part~="error"]')).toHaveText(message);
  const number = page.getByLabel('Huisnummer');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(message);
  await expect(page.locator('[part~="provider"]')).toHaveCount(0);
  expect(await checkedEvents(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('says what is wrong with a field, before calling anything', async ({ page }) => {
  const calls = watchApiCalls(page);
  await page.goto(`${hostUrl}${widgetPagePath('module')}`);
  await page.getByLabel('Postcode').fill('0123A');
  await page.getByLabel('Postcode').press('Enter');
  const postcode = page.getByLabel('Postcode');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(
    'Bijvoorbeeld 1012AB Een postcode bestaat uit 4 cijfers en 2 letters, bijvoorbeeld 1012AB.',
  );
  await expect(page.getByLabel('Huisnummer')).toHaveAccessibleDescription('Vul een huisnummer in.');
  await page.getByLabel('Postcode').fill('9711 ab');
  await expect(postcode).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Huisnummer').fill('123456');
  await page.getByLabel('Huisnummer').press('Tab');
  await expect(page.getByLabel('Huisnummer')).toHaveAccessibleDescription(
    'Een huisnummer is een getal van 1 tot en met 99999.',
  );
  expect(calls.map((call) => call.method)).toEqual(['get_housenrs']);
  await expectNoAxeViolations(page);
});

test('says clearly when the api key is not accepted', async ({ page }) => {
  await page.goto(`${hostUrl}${widgetPagePath('classic', { key: 'pk_not_a_real_key' })}`);
  await checkAddress(page, '1012AB', '1');
  await expect(page.locator('[part~="error"]')).toHaveText(
    'Deze adrescheck is niet goed ingesteld: de API-sleutel wordt niet geaccepteerd.',
  );
  await expect(page.getByRole('status')).toContainText('API-sleutel wordt niet geaccepteerd');
  await expect(page.locator('[part~="result"]')).toBeEmpty();
});

test('speaks English with locale="en", and switches language on the fly', async ({ page }) => {
  await page.goto(`${hostUrl}${widgetPagePath('module', { locale: 'en' })}`);
  await expect(page.getByRole('button', { name: 'Check address' })).toBeVisible();
  await expect(page.getByLabel('Extension').locator('option')).toHaveText(['No extension']);
  await checkAddress(page, '3011AB', '10', { postcode: 'Postcode', housenr: 'House number' });
  await expect(page.getByRole('status')).toHaveText(
    '3 of 5 providers serve Hoogstraat 10, 3011AB Rotterdam.',
  );
  const reason = (provider: string) => page.locator(`[data-provider="${provider}"] [part~="reason"]`);
  await expect(reason('TELE2')).toHaveText('Temporarily unavailable. Please try again later.');
  await expect(reason('EUROFIBER')).toHaveText('Does not serve this address.');
  await expect(page.locator('[data-provider="KPNWBA"] [part~="product"]').nth(1)).toHaveText(
    /VPLUS\s*218\.7 Mb\/s download, 32\.8 Mb\/s upload/,
  );
  await expect
    .poll(() => checkedEvents(page))
    .toEqual([
      expect.objectContaining({
        zipcode: '3011AB',
        housenr: 10,
        providers: expect.objectContaining({
          TELE2: { products: [], error: { code: 4, message: expect.stringContaining('TELE2 backoffice') } },
          EUROFIBER: { products: [] },
        }),
      }),
    ]);

  await page.locator('broadband-address-check').evaluate((widget) => widget.setAttribute('locale', 'nl'));
  await expect(page.getByRole('button', { name: 'Controleer adres' })).toBeVisible();
  await expect(page.getByLabel('Huisnummer')).toHaveValue('10');
  await expect(reason('TELE2')).toHaveText('Tijdelijk niet beschikbaar. Probeer het later opnieuw.');
  await expect(page.locator('[data-provider="KPNWBA"] [part~="product"]').nth(1)).toHaveText(
    /VPLUS\s*218,7 Mb\/s download, 32,8 Mb\/s upload/,
  );
  await expect(page.getByRole('status')).toHaveText(
    '3 van de 5 aanbieders leveren op Hoogstraat 10, 3011AB Rotterdam.',
  );
  await expectNoAxeViolations(page);
});
