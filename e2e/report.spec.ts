import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { account, expectNoAxeViolations, logInAs, pdfPages } from './support.ts';

const ADDRESS = { zipcode: '1012AB', housenr: 1 };
const SEARCH = `?zipcode=${ADDRESS.zipcode}&housenr=${ADDRESS.housenr}`;

/** Asks the sandbox itself, as a partner's own client would: HTTP Basic, no portal in between. */
async function rpc<Result>(request: APIRequestContext, path: string, method: string, params: object) {
  const { username, password } = account('admin');
  const response = await request.post(`/api/${path}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: Result }).result;
}

async function whatTheApiSays(request: APIRequestContext) {
  const { providers } = await rpc<{ providers: string[] }>(
    request,
    'broadband/basic/v1',
    'list_providers',
    {},
  );
  const reply = await rpc<{
    address: { street: string; housenr: number; city: string };
    available: Record<string, Record<string, unknown>>;
  }>(request, 'broadband/basic/v1', 'zipcode', ADDRESS);
  return { providers, serving: Object.keys(reply.available), address: reply.address };
}

/** The cid of every reply to an address or carrier check the page receives. */
function watchReplyCids(page: Page): Map<string, string> {
  const cids = new Map<string, string>();
  page.on('response', (response) => {
    const body = response.request().postDataJSON() as {
      method?: string;
      params?: { filter?: { provider?: string[] }; carrier?: string };
    } | null;
    const cid = response.headers()['x-broadband-cid'];
    if (!cid || !body) return;
    if (body.method === 'zipcode') cids.set(body.params?.filter?.provider?.join() ?? 'all', cid);
    if (body.method === 'carriercheck') cids.set(`carriercheck ${body.params?.carrier}`, cid);
  });
  return cids;
}

async function printedReport(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  await test.info().attach('report.pdf', { body: pdf, contentType: 'application/pdf' });
  return pdfPages(pdf);
}

async function openCheck(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent(`/address-check${SEARCH}`)}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Adrescheck' })).toBeVisible();
}

const printButton = (page: Page, name = 'Afdrukken / opslaan als PDF') =>
  page.getByRole('button', { name, exact: true });

test('the printed report is one A4 page with the address, every provider, the lines and works, and no cids', async ({
  page,
  request,
}) => {
  const api = await whatTheApiSays(request);
  // an address every provider serves
  expect(api.serving).toEqual(api.providers);
  const cids = watchReplyCids(page);
  await openCheck(page);
  await expect(printButton(page)).toBeEnabled();
  const lines = page.getByRole('region', { name: 'Aanwezige aansluitingen' });
  await expect(lines.getByRole('heading', { name: /Koper/ })).toContainText('Aanwezig');
  await expect(lines.getByRole('heading', { name: /Glasvezel/ })).toContainText('Aanwezig');

  const pages = await printedReport(page);
  expect(pages).toHaveLength(1);
  const report = pages[0]!;
  expect(report).toContain('Beschikbaarheidsrapport');
  expect(report).toContain(`${api.address.street} ${api.address.housenr}, 1012 AB ${api.address.city}`);
  expect(report).toMatch(/Gecontroleerd op \d{1,2} \w+ \d{4}/);
  for (const provider of api.providers) expect(report).toMatch(new RegExp(`\\b${provider}\\b`));
  // the replies' cids are for the screen's technical details, not for a customer's report
  expect([...cids.keys()].sort()).toEqual(
    [...api.providers, 'carriercheck Copper', 'carriercheck Fiber'].sort(),
  );
  for (const cid of cids.values()) expect(report).not.toContain(cid);
  expect(report).not.toContain('cid');
  // the products of each provider best first, as on the screen
  expect(report.indexOf('FTTH/FTTO')).toBeLessThan(report.indexOf('VPLUS'));
  expect(report.indexOf('VPLUS')).toBeLessThan(report.indexOf('ADSL'));
  expect(report).toContain('Aanwezige aansluitingen');
  expect(report).toContain('1012AB0000159GX');
  expect(report).toContain('Werkzaamheden');
  expect(report).toContain('In deze straat wordt het glasvezelnetwerk uitgebreid');
  // none of the frame, navigation, form, recent checks or buttons
  for (const chrome of [
    'Hoofdmenu',
    'Overzicht',
    'Carrierproducten',
    'Transacties',
    'API-console',
    'Ingelogd als',
    'Naar de inhoud',
    'Adrescheck',
    'Controleer per leverancier',
    'Postcode',
    'Huisnummer',
    'Controleren',
    'Laatste controles',
    'Kopiëren',
    'Afdrukken',
  ])
    expect(report).not.toContain(chrome);
});

test('on paper, providers that do not serve the address or are disrupted are stated plainly', async ({
  page,
}) => {
  const cids = watchReplyCids(page);
  await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=1012AB&housenr=5')}`);
  await logInAs(page, 'admin');
  await expect(page.getByText('Niet bediend door KPNWEAS en TELE2.')).toBeVisible();
  await expect(printButton(page)).toBeEnabled();
  const notServedBy = /Het adres 1012 AB 5 bestaat, maar (KPNWEAS|TELE2) levert daar niet\./g;
  await expect(page.getByText(new RegExp(notServedBy.source)).first()).toBeHidden();
  let [report, ...more] = await printedReport(page);
  expect(more).toEqual([]);
  expect(report).toContain('Resultaat voor Damrak 5, 1012 AB Amsterdam');
  expect(report).toContain('Niet bediend door KPNWEAS en TELE2.');
  // each answer, folded away on the screen, is open on paper with its code, in the reader's words only
  expect(report!.replace(/\s+/g, ' ').match(notServedBy)).toHaveLength(2);
  expect(report!.match(/Foutcode 003/g)).toHaveLength(2);
  expect(report).not.toMatch(/does not service|Melding van de dienst|Technische details/);
  for (const cid of cids.values()) expect(report).not.toContain(cid);

  cids.clear();
  await page.getByLabel('Postcode').fill('3011AB');
  await page.getByLabel('Huisnummer').fill('10');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('region', { name: 'TELE2', exact: true }).getByRole('alert')).toBeVisible();
  await expect(printButton(page)).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Aanwezige aansluitingen' }).getByRole('status')).toHaveCount(
    0,
  );
  [report, ...more] = await printedReport(page);
  expect(more).toEqual([]);
  expect(report!.replace(/\s+/g, ' ')).toMatch(
    /TELE2[^]*TELE2 heeft een storing: 3011 AB 10 kan nu niet bij TELE2 worden gecontroleerd[^]*Foutcode 004/,
  );
  expect(report).not.toMatch(/backoffice|temporarily unavailable/);
  expect(cids.size).toBe(7);
  for (const cid of cids.values()) expect(report).not.toContain(cid);
});

declare global {
  interface Window {
    printedAs?: string[];
  }
}

test('the print button is labelled, reached with the keyboard and opens the print dialog', async ({
  page,
}) => {
  // headless Chromium shows no print dialog (nor fires beforeprint): note each call, then print as usual
  await page.addInitScript(() => {
    const print = window.print.bind(window);
    window.print = () => {
      window.printedAs = [...(window.printedAs ?? []), document.title];
      print();
    };
  });
  await openCheck(page);
  const button = printButton(page);
  await expect(button).toBeEnabled();
  await page.getByRole('button', { name: 'Kopiëren: resultaat' }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  // while the dialog is open the document (and so a saved PDF) is named after the address
  await expect
    .poll(() => page.evaluate(() => window.printedAs))
    .toEqual(['Beschikbaarheid Damrak 1, 1012 AB Amsterdam']);
  await expect(page).toHaveTitle(/^Adrescheck/);
  await expectNoAxeViolations(page);
});

test('the report in English', async ({ page, request }) => {
  const api = await whatTheApiSays(request);
  await openCheck(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(printButton(page, 'Print / save as PDF')).toBeEnabled();
  await expect(
    page.getByRole('region', { name: 'Lines present' }).getByText('Present', { exact: true }),
  ).toHaveCount(2);

  const [report, ...more] = await printedReport(page);
  expect(more).toEqual([]);
  expect(report).toContain('Availability report');
  expect(report).toContain('Result for Damrak 1, 1012 AB Amsterdam');
  expect(report).toMatch(/Checked on \d{1,2} \w+ \d{4}/);
  expect(report).not.toMatch(/Reference \(cid\)|[0-9a-f]{24}/);
  for (const provider of api.providers) expect(report).toMatch(new RegExp(`\\b${provider}\\b`));
  expect(report).toContain('expected speed');
  for (const chrome of ['Main menu', 'Overview', 'Address check', 'Recent checks', 'Copy', 'Print'])
    expect(report).not.toContain(chrome);
});
