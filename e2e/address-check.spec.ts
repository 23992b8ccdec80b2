import { type Page, expect, test } from '@playwright/test';
import { logInAs, watchCspViolations } from './support.ts';

async function openCheck(page: Page, search = '') {
  await page.goto(`/login?next=${encodeURIComponent(`/address-check${search}`)}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
}

const card = (page: Page, provider: string) => page.getByRole('region', { name: provider, exact: true });

async function checkAddress(page: Page, zipcode: string, housenr: string) {
  await page.getByLabel('Postcode').fill(zipcode);
  await page.getByLabel('Huisnummer').fill(housenr);
  await page.getByRole('button', { name: 'Controleren' }).click();
}

test('an invalid postcode is flagged next to the field and never reaches the server', async ({ page }) => {
  await openCheck(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.postData() ?? '');
  });
  await checkAddress(page, '0123AB', '1');
  const postcode = page.getByLabel('Postcode');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Vul een geldige postcode in')).toBeVisible();
  expect(calls.filter((body) => body.includes('0123AB'))).toEqual([]);
  await expect(page).toHaveURL(/\/address-check$/);
});

// The extensions offered, one chosen and checked, every provider's products fastest first, a disrupted
// provider's error in its card, an address nobody serves: e2e/flows/address-check.flow.ts.
test('normalises the postcode in its field and offers the postcode’s house numbers', async ({ page }) => {
  await openCheck(page);
  const postcode = page.getByLabel('Postcode');
  await postcode.fill(' 1012 ab ');
  await expect(postcode).toHaveValue('1012AB');
  await expect(page.locator('datalist option[value="1"]')).toHaveCount(1);
});

test('says where the fiber network is being extended', async ({ page }) => {
  await openCheck(page, '?zipcode=1012AB&housenr=1');
  await expect(page.getByText('In deze straat wordt het glasvezelnetwerk uitgebreid')).toBeVisible();
});

test('explains a complex address, and a disruption at another provider, in plain words', async ({ page }) => {
  await openCheck(page, '?zipcode=2511AB&housenr=2');
  await expect(card(page, 'KPNWBA').getByRole('alert')).toContainText(
    'De aansluiting op 2511 AB 2 is te ingewikkeld om automatisch te controleren',
  );
  await expect(card(page, 'KPNWBA').getByRole('alert')).toContainText('Foutcode 010');
  await page.getByLabel('Postcode').fill('5611AB');
  await page.getByLabel('Huisnummer').fill('3');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(card(page, 'KPNWEAS').getByRole('alert')).toContainText('Foutcode 004');
});

test('an unknown house number is explained and a valid one can be picked', async ({ page }) => {
  await openCheck(page, '?zipcode=1012AB&housenr=999');
  await expect(page.getByRole('alert').first()).toContainText('bestaat niet');
  await page.getByRole('link', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/\?zipcode=1012AB&housenr=1$/);
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
});

test('checks fiber and copper lines at the same address', async ({ page }) => {
  await openCheck(page, '?zipcode=3511AB&housenr=7');
  const lines = page.getByRole('region', { name: 'Aanwezige aansluitingen' });
  await expect(lines.getByRole('heading', { name: /Glasvezel/ })).toContainText('Niet aanwezig');
  await expect(lines.getByRole('heading', { name: /Koper/ })).toContainText('Aanwezig');
});

test('the check is in the URL: a reload repeats it; recent checks repeat with one click', async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  await openCheck(page, '?zipcode=1012AB&housenr=1');
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
  await checkAddress(page, '3011AB', '10');
  await expect(page).toHaveURL(/zipcode=3011AB/);
  const recent = page.getByRole('complementary', { name: 'Laatste controles' });
  await expect(recent.getByRole('link')).toHaveText(['3011 AB 10', '1012 AB 1']);
  await recent.getByRole('link', { name: /1012 AB 1/ }).click();
  await expect(page).toHaveURL(/zipcode=1012AB&housenr=1$/);
  // the form follows the address of the URL, however it came there
  await expect(page.getByLabel('Postcode')).toHaveValue('1012AB');
  await expect(page.getByLabel('Huisnummer')).toHaveValue('1');
  await page.goBack();
  await expect(page).toHaveURL(/zipcode=3011AB&housenr=10$/);
  await expect(page.getByLabel('Postcode')).toHaveValue('3011AB');
  await expect(page.getByLabel('Huisnummer')).toHaveValue('10');
  await page.goForward();
  await expect(page.getByLabel('Postcode')).toHaveValue('1012AB');
  // a reload keeps the session, the page and its check
  await page.reload();
  await expect(page).toHaveURL(/\/address-check\?zipcode=1012AB&housenr=1$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultaat voor Damrak 1, 1012 AB Amsterdam' }),
  ).toBeVisible();
  expect(csp).toEqual([]);
});

test('copies the result as text for an e-mail', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCheck(page, '?zipcode=3011AB&housenr=10');
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Kopiëren: resultaat' }).click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Resultaat voor');
  expect(text).toContain('KPNWBA:');
  expect(text).toContain(
    'TELE2:\n  TELE2 heeft een storing: 3011 AB 10 kan nu niet bij TELE2 worden gecontroleerd.',
  );
  expect(text).not.toContain('backoffice');
});

test('each provider lists its products fastest first: download, then upload', async ({ page }) => {
  await openCheck(page, '?zipcode=3511AB&housenr=7');
  const kpn = card(page, 'KPNWBA');
  await expect(kpn.locator('tbody tr').first()).toBeVisible();
  const speeds = await kpn
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent ?? '')),
    );
  const megabits = (text: string) => {
    const match = /([\d.,]+) (kbit|Mb|Gb)\/s/.exec(text)!;
    const unit = { kbit: 1 / 1024, Mb: 1, Gb: 1024 }[match[2] as 'kbit' | 'Mb' | 'Gb'];
    return Number(match[1]!.replace(/\./g, '').replace(',', '.')) * unit;
  };
  const pairs = speeds.map(([download, upload]) => [megabits(download!), megabits(upload!)] as const);
  expect(pairs.length).toBeGreaterThan(1);
  const sorted = [...pairs].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  expect(pairs).toEqual(sorted);
});

test('a new postcode or number drops an extension the new address does not have', async ({ page }) => {
  await openCheck(page, '?zipcode=1012AB&housenr=1&ext=A');
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
  const extension = page.getByLabel('Toevoeging');
  await expect(extension).toHaveValue('A');
  await page.getByLabel('Postcode').fill('3011AB');
  await page.getByLabel('Huisnummer').fill('10');
  await expect(extension).toHaveValue('');
  await expect(extension.locator('option')).toHaveText(['Geen toevoeging']);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page).toHaveURL(/\?zipcode=3011AB&housenr=10$/);
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Foutcode 002' })).toHaveCount(0);

  await page.getByLabel('Postcode').fill('1012AB');
  await page.getByLabel('Huisnummer').fill('1');
  await extension.selectOption('B');
  await page.getByLabel('Huisnummer').fill('5');
  await expect(extension).toHaveValue('');
  await expect(extension.locator('option')).toHaveText(['Geen toevoeging', '1', '2']);
});

test('the address fields share one height and an error stands below its own field', async ({ page }) => {
  await openCheck(page);
  const controls = [
    page.getByLabel('Postcode'),
    page.getByLabel('Huisnummer'),
    page.getByLabel('Toevoeging'),
    page.getByRole('button', { name: 'Controleren' }),
  ];
  const boxes = async () => Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  const before = await boxes();
  for (const box of before) {
    expect(box.height).toBeCloseTo(before[0]!.height, 0);
    expect(box.y).toBeCloseTo(before[0]!.y, 0);
  }

  await page.getByLabel('Postcode').fill('0123AB');
  await page.getByRole('button', { name: 'Controleren' }).click();
  const error = page.getByText('Vul een geldige postcode in');
  await expect(error).toBeVisible();
  const after = await boxes();
  after.forEach((box, index) => {
    expect(box.x).toBeCloseTo(before[index]!.x, 0);
    expect(box.y).toBeCloseTo(before[index]!.y, 0);
    expect(box.height).toBeCloseTo(before[index]!.height, 0);
  });
  const errorBox = (await error.boundingBox())!;
  expect(errorBox.y).toBeGreaterThanOrEqual(after[0]!.y + after[0]!.height);
  expect(errorBox.x).toBeGreaterThanOrEqual(after[0]!.x - 1);
  expect(errorBox.x + errorBox.width).toBeLessThanOrEqual(after[1]!.x);
});

// The summary, no cards, the answers folded and their codes once unfolded, axe: e2e/flows/address-check.flow.ts.
test('an address no provider serves: each provider’s answer, folded away, says so with its cid; the summary follows the language', async ({
  page,
}) => {
  await openCheck(page, '?zipcode=9711AB&housenr=5');
  const notServed = page.getByText(/^Het adres 9711 AB 5 bestaat, maar \w+ levert daar niet\.$/);
  await expect(notServed).toHaveCount(5);
  for (const answer of await notServed.all()) await expect(answer).toBeHidden();

  await page.getByText('Antwoord per leverancier').click();
  for (const answer of await notServed.all()) await expect(answer).toBeVisible();
  await expect(page.locator('.not-served').getByText(/Referentie \(cid\)/)).toHaveCount(5);

  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByText('No supplier serves this address.')).toBeVisible();
});

test('providers that do not serve the address share one line beside the others’ products', async ({
  page,
}) => {
  await openCheck(page, '?zipcode=1012AB&housenr=5');
  await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Niet bediend door KPNWEAS en TELE2.')).toBeVisible();
  await expect(card(page, 'KPNWEAS')).toHaveCount(0);
  await expect(card(page, 'TELE2')).toHaveCount(0);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('provider cards show every column unclipped and end where their content ends', async ({ page }) => {
    await openCheck(page, '?zipcode=1012AB&housenr=1');
    const cards = page.locator('.provider-card');
    await expect(cards).toHaveCount(5);
    await expect(card(page, 'KPNWBA').locator('tbody tr')).toHaveCount(7);
    const kpn = card(page, 'KPNWBA');
    for (const text of ['Glasvezel', 'Koper', 'KPN-GPON', 'AA/94656', 'Asd-C', '180 m'])
      await expect(kpn.getByText(text).first()).toBeVisible();
    const problems = await cards.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const found: string[] = [];
        const cardBox = element.getBoundingClientRect();
        for (const cell of element.querySelectorAll<HTMLElement>('th, td, table')) {
          const box = cell.getBoundingClientRect();
          if (cell.scrollWidth > cell.clientWidth + 1 || box.right > cardBox.right + 0.5)
            found.push(`clipped: ${cell.textContent}`);
        }
        const last = element.lastElementChild!.getBoundingClientRect();
        if (cardBox.bottom - last.bottom > 32) found.push(`empty below: ${cardBox.bottom - last.bottom}px`);
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone over a slow connection', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing on screen moves while the answers arrive; recent checks stand folded above the result', async ({
    page,
  }) => {
    await openCheck(page, '?zipcode=1012AB&housenr=1');
    await expect(card(page, 'KPNWBA').locator('tbody tr').first()).toBeVisible();
    // every request takes 700 ms more: answers land well after the click that asked for them
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 700,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await page.evaluate(() => {
      const shifts: string[] = [];
      (window as unknown as { e2eShifts: string[] }).e2eShifts = shifts;
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(
            (source) =>
              `${(source.node as Element | undefined)?.className ?? '?'} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
          );
          shifts.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    await checkAddress(page, '3511AB', '7');
    await expect(
      page.getByRole('heading', { level: 2, name: /Resultaat voor .*3511 AB Utrecht/ }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('region', { name: 'Aanwezige aansluitingen' }).locator('li').first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Kopiëren: resultaat' })).toBeEnabled();
    const shifts = await page.evaluate(() => (window as unknown as { e2eShifts: string[] }).e2eShifts);
    expect(shifts).toEqual([]);

    const recent = page.getByText('Laatste controles (2)');
    await expect(recent).toBeVisible();
    const results = page.getByRole('heading', { level: 2, name: /Resultaat voor/ });
    expect((await recent.boundingBox())!.y).toBeLessThan((await results.boundingBox())!.y);
    await expect(page.getByRole('complementary', { name: 'Laatste controles' })).toHaveCount(0);
  });
});
