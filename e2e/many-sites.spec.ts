import { readFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { type Page, expect, test } from '@playwright/test';
import { DEMO_URL, DIST_DIR, FIRST_SPARE_PORT, PORTAL_URL, SERVER_LOG_DIR } from '../playwright.config.ts';
import { type StartedProcess, answers, startProcess } from './hosts/processes.ts';
import {
  PNG_HEADER,
  type ShownRow,
  csvCells,
  csvRows,
  longCsv,
  pretty,
  xlsxCells,
  xlsxRows,
} from './many-sites-files.ts';
import { expectNoAxeViolations, logInAs, pdfPages } from './support.ts';

interface SeedAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
  street: string;
  city: string;
}

/** Addresses the sandbox under test knows, read from its own database. */
function knownAddresses(count: number): SeedAddress[] {
  const port = new URL(PORTAL_URL).port;
  const db = new DatabaseSync(`data/e2e-${port}/sandbox.sqlite`, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT zipcode, housenr, housenrext, street, city FROM addresses WHERE disrupted_providers = '[]'
         ORDER BY zipcode, housenr, housenrext LIMIT ?`,
      )
      .all(count) as unknown as SeedAddress[];
  } finally {
    db.close();
  }
}

/** The address as the table and the single check name it: "Damrak 1 A, 1012 AB Amsterdam". */
const named = (address: SeedAddress) =>
  `${address.street} ${address.housenr}${address.housenrext ? ` ${address.housenrext}` : ''}, ${pretty(address.zipcode)} ${address.city}`;

/** The addresses and four more rows as Dutch Excel saves a CSV (BOM, `;`, CRLF), each of the four wrong in its own way. */
function dutchExcelCsv(addresses: readonly SeedAddress[]): { csv: string; bad: Map<number, RegExp> } {
  const lines = ['Referentie;Postcode;Huisnummer;Toevoeging'];
  const bad = new Map<number, RegExp>();
  addresses.forEach((address, index) => {
    lines.push(`Vestiging ${index + 1};${pretty(address.zipcode)};${address.housenr};${address.housenrext}`);
  });
  // a postcode that is none, with its line and reason: e2e/flows/many-sites.flow.ts
  const wrong: [string, RegExp][] = [
    ['Geen nummer;1012 AB;;', /Het huisnummer ontbreekt/],
    ['=HYPERLINK("http://aanvaller.example","klik");1012 AB;1;', /Bevat een formule/],
    ['Te lange toevoeging;1012 AB;1;ABCDEFGH', /geen toevoeging/],
    [
      `Dubbel;${pretty(addresses[0]!.zipcode)};${addresses[0]!.housenr};${addresses[0]!.housenrext}`,
      /regel 2/,
    ],
  ];
  for (const [line, reason] of wrong) {
    lines.push(line);
    bad.set(lines.length, reason);
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, bad };
}

async function openManySites(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent('/address-check/many')}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Meerdere adressen' })).toBeVisible();
}

test('a Dutch-Excel CSV with bad rows: the rows are checked, the bad ones listed with their line', async ({
  page,
}) => {
  test.slow();
  const addresses = knownAddresses(195);
  const { csv, bad } = dutchExcelCsv(addresses);
  await openManySites(page);
  await page.getByLabel('Of kies een bestand').setInputFiles({
    name: 'vestigingen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('195 adressen klaar om te controleren')).toBeVisible();
  const rejected = page.locator('.site-rejected__table tbody tr');
  await expect(rejected).toHaveCount(bad.size);
  for (const [line, reason] of bad) {
    const row = rejected.filter({
      has: page.locator('td:first-child', { hasText: new RegExp(`^${line}$`) }),
    });
    await expect(row).toContainText(reason);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Controleer 195 adressen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Klaar: alle adressen zijn gecontroleerd.' }),
  ).toHaveCount(1, {
    timeout: 60_000,
  });
  await expect(page.getByText(/195 gecontroleerd · 0 mislukt · 0 te gaan/)).toBeVisible();
  // axe once the run is done: e2e/flows/many-sites.flow.ts
});

const csvFile = (name: string, csv: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(csv, 'utf8'),
});

/** The status line of the run as the page shows it (the screen reader's copy is left out). */
const runStatus = (page: Page) => page.locator('.site-run__status');
const COUNTS = /(\d+) gecontroleerd · (\d+) mislukt · (\d+) te gaan/;

async function checkAll(page: Page, count: number) {
  const start = count === 1 ? 'Controleer 1 adres' : `Controleer ${count} adressen`;
  await page.getByRole('button', { name: start }).click();
  await expect(runStatus(page)).toHaveText('Klaar: alle adressen zijn gecontroleerd.', { timeout: 60_000 });
  await expect(page.getByText(`${count} van ${count} vestigingen`)).toBeVisible();
}

async function pasteRows(page: Page, rows: readonly string[]) {
  await page.getByLabel('Rijen uit een spreadsheet').fill(rows.join('\n'));
  await page.getByRole('button', { name: 'Geplakte rijen lezen' }).click();
}

/** The rows of the results table on the page, as they are shown. */
async function shownRows(page: Page): Promise<ShownRow[]> {
  return page.locator('.site-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim());
      return {
        line: cells[0] ?? '',
        reference: cells[1] ?? '',
        address: cells[2] ?? '',
        connection: cells[3] ?? '',
      };
    }),
  );
}

async function download(page: Page, button: string): Promise<{ file: Buffer; name: string }> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { file: await readFile(await saved.path()), name: saved.suggestedFilename() };
}

test('the CSV and the Excel export carry the rows as the table shows them, formulas kept out', async ({
  page,
}) => {
  test.slow();
  const addresses = knownAddresses(34);
  const sites = addresses.slice(0, 30);
  const references = sites.map((_, index) =>
    index === 0 ? 'Kantoor "Noord"; 2e etage' : index === 1 ? 'Súdwest-Fryslân' : `Vestiging ${30 - index}`,
  );
  const formulas = ['=HYPERLINK("http://x.example","klik")', '+31 kantoor', '-Noord', '@SOM(A1)'];
  const cell = (value: string) => (/[";]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const row = (reference: string, address: SeedAddress) =>
    [reference, pretty(address.zipcode), address.housenr, address.housenrext].map(String).map(cell).join(';');
  const csv = [
    'Referentie;Postcode;Huisnummer;Toevoeging',
    ...sites.map((address, index) => row(references[index]!, address)),
    ...formulas.map((formula, index) => row(formula, addresses[30 + index]!)),
  ].join('\r\n');

  await openManySites(page);
  await page.getByLabel('Of kies een bestand').setInputFiles(csvFile('lijst.csv', csv));
  await expect(page.getByText('30 adressen klaar om te controleren')).toBeVisible();
  const rejected = page.locator('.site-rejected__table tbody tr');
  await expect(rejected).toHaveCount(formulas.length);
  for (const [index, formula] of formulas.entries()) {
    const line = rejected.filter({
      has: page.locator('td:first-child', { hasText: new RegExp(`^${32 + index}$`) }),
    });
    await expect(line).toContainText(`Bevat een formule („${formula}”); formules worden niet gelezen.`);
  }

  await checkAll(page, 30);
  await page.getByLabel('Rijen per pagina').selectOption('Alle');
  const sort = page.locator('.site-table').getByRole('button', { name: 'Referentie' });
  await sort.click();
  await expect(page.locator('.site-table th[aria-sort="ascending"]')).toHaveText(/Referentie/);
  await expect(page.locator('.site-table tbody tr')).toHaveCount(30);
  const table = await shownRows(page);
  expect(table.map((shown) => shown.reference)).toEqual(
    [...references].sort(new Intl.Collator('nl', { numeric: true, sensitivity: 'base' }).compare),
  );

  const { file: csvBytes, name: csvName } = await download(page, 'Download CSV');
  expect(csvName).toMatch(/^adrescheck-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csvBytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toMatch(
    /^Regel;Referentie;Postcode;Huisnummer;Toevoeging;Adres volgens de dienst;Leverbaar;Aansluiting;Status;/,
  );
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const cells = csvCells(text);
  expect(csvRows(cells)).toEqual(table);
  for (const value of cells.flat()) expect(value).not.toMatch(/^[=+\-@]/);
  // Dutch Excel reads a decimal comma
  const downloads = cells[0]!.flatMap((heading, index) =>
    /download \(Mb\/s\)$/.test(heading) ? [index] : [],
  );
  expect(downloads.length).toBeGreaterThan(0);
  for (const exported of cells.slice(1))
    for (const index of downloads) expect(exported[index]).toMatch(/^(\d+(,\d)?)?$/);

  const { file: xlsx, name: xlsxName } = await download(page, 'Download Excel (.xlsx)');
  expect(xlsxName).toMatch(/^adrescheck-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await xlsxCells(xlsx);
  expect(xlsxRows(sheet)).toEqual(table);
  expect(sheet.slice(1).map((sheetRow) => typeof sheetRow[0])).toEqual(table.map(() => 'number'));
  for (const value of sheet.flat()) if (typeof value === 'string') expect(value).not.toMatch(/^[=+\-@]/);
});

// An .xlsx list with English headings and numeric house numbers, read and checked:
// e2e/flows/many-sites.flow.ts.

test('rows with unknown headings: the columns are guessed, the person confirms them', async ({ page }) => {
  const addresses = knownAddresses(12)
    .filter((address) => address.housenrext === '')
    .slice(0, 3);
  const withExtension = knownAddresses(2)[1]!;
  await openManySites(page);
  await pasteRows(page, [
    'Kolom A\tKolom B\tKolom C',
    ...addresses.map(
      (address, index) => `Winkel ${index + 1}\t${pretty(address.zipcode)}\t${address.housenr}`,
    ),
    `Winkel 4\t${pretty(withExtension.zipcode)}\t${withExtension.housenr}${withExtension.housenrext}`,
  ]);
  const mapping = page.getByRole('form', { name: 'Welke kolom is wat?' });
  await expect(mapping).toBeVisible();
  await expect(mapping.getByText('Niet alle kolomkoppen werden herkend.')).toBeVisible();
  const chosen = (label: string) => mapping.getByLabel(label).locator('option:checked');
  await expect(chosen('Postcode')).toHaveText('Kolom 2: Kolom B');
  await expect(chosen('Huisnummer')).toHaveText('Kolom 3: Kolom C');
  await expect(chosen('Toevoeging')).toHaveText('(geen)');
  await expect(chosen('Referentie')).toHaveText('Kolom 1: Kolom A');
  await expect(mapping.getByLabel('De eerste rij is een kopregel')).toBeChecked();
  await expect(mapping.locator('tbody tr').first()).toContainText(`Winkel 1${pretty(addresses[0]!.zipcode)}`);
  await expectNoAxeViolations(page);

  await mapping.getByRole('button', { name: 'Deze kolommen gebruiken' }).click();
  await expect(page.getByText('4 adressen klaar om te controleren')).toBeVisible();
  await checkAll(page, 4);
  const rows = await shownRows(page);
  expect(rows.map(({ reference, address }) => ({ reference, address }))).toEqual(
    [...addresses, withExtension].map((address, index) => ({
      reference: `Winkel ${index + 1}`,
      address: named(address),
    })),
  );
});

test('an image, an empty file and a list far too long are refused, and nothing is sent', async ({ page }) => {
  const zipcodeCalls: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"method":"zipcode"')) zipcodeCalls.push(body);
  });
  await openManySites(page);
  const file = page.getByLabel('Of kies een bestand');
  const problem = page.getByRole('alert');

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_HEADER });
  await expect(problem).toContainText(
    'Dit bestand is geen spreadsheet die de portal kan lezen. Sla het op als CSV of als Excel-werkmap (.xlsx) en probeer opnieuw.',
  );
  await expect(problem).toContainText('Er is niets verstuurd.');
  await expectNoAxeViolations(page);

  await file.setInputFiles({ name: 'leeg.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(problem).toContainText(
    'Er staan geen adressen in. Zet één adres per rij, met een kopregel erboven.',
  );
  await expect(problem).toContainText('Er is niets verstuurd.');

  await file.setInputFiles({ name: 'alles.csv', mimeType: 'text/csv', buffer: longCsv(100_001) });
  await expect(problem).toContainText(
    'De lijst heeft 100.001 rijen; per keer kunnen er hoogstens 1.000 adressen worden gecontroleerd. Splits de lijst in delen van 1.000.',
  );
  await expect(problem).toContainText('Er is niets verstuurd.');
  await expect(page.getByText(/klaar om te controleren/)).toHaveCount(0);
  expect(zipcodeCalls).toEqual([]);

  // the same watch does see a check once one is asked for
  const [address] = knownAddresses(1);
  await pasteRows(page, ['Postcode\tHuisnummer', `${pretty(address!.zipcode)}\t${address!.housenr}`]);
  await checkAll(page, 1);
  expect(zipcodeCalls).toHaveLength(1);
  expect(zipcodeCalls[0]).toContain(`"zipcode":"${address!.zipcode}"`);
});

// In English on a 390 px phone, pasted rows checked, nothing wider than the screen, axe:
// e2e/flows/many-sites.flow.ts.

test('demo mode: the example list runs with one click, and the summary counts the table', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/login?next=${encodeURIComponent('/address-check/many')}`);
  await page.getByRole('button', { name: /Medewerker met alle rechten/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meerdere adressen' })).toBeVisible();
  await page.getByRole('button', { name: 'Voorbeeldlijst gebruiken' }).click();
  await expect(page.getByText('7 adressen klaar om te controleren')).toBeVisible();
  await checkAll(page, 7);

  const rows = await shownRows(page);
  expect(rows).toHaveLength(7);
  const connectionOf = (reference: string) => rows.find((row) => row.reference === reference)?.connection;
  expect(connectionOf('Alleen koper, geen glasvezel')).toBe('Alleen koper');
  expect(connectionOf('Geen enkele provider levert')).toBe('Niet leverbaar');
  expect(connectionOf('Alle providers leveren, met bouwmelding')).toBe('Glasvezel');
  const countOf = (...connections: string[]) =>
    rows.filter((row) => connections.includes(row.connection)).length;
  const counted: Record<string, number> = {
    Glasvezel: countOf('Glasvezel'),
    'Alleen koper': countOf('Alleen koper'),
    'Niet leverbaar': countOf('Niet leverbaar'),
  };
  // an address the service does not know, and a site that could not be checked, are counted apart
  if (countOf('Adres onbekend') > 0) counted['Adres onbekend'] = countOf('Adres onbekend');
  if (countOf('Mislukt') > 0) counted.Mislukt = countOf('Mislukt');
  expect(Object.values(counted).reduce((sum, count) => sum + count)).toBe(7);
  const summary = page.getByLabel('Samenvatting');
  for (const [term, count] of Object.entries(counted))
    await expect(
      summary.locator(`xpath=./div[dt[normalize-space(.)="${term}"]]/dd`),
      `the summary's ${term}`,
    ).toHaveText(String(count));
  await expectNoAxeViolations(page);
});

test('an address in the table opens the single check of that address', async ({ page }) => {
  const [first, withExtension] = knownAddresses(2);
  await openManySites(page);
  await pasteRows(page, [
    'Referentie\tPostcode\tHuisnummer\tToevoeging',
    `Hoofdkantoor\t${pretty(first!.zipcode)}\t${first!.housenr}\t${first!.housenrext}`,
    `Bijkantoor\t${pretty(withExtension!.zipcode)}\t${withExtension!.housenr}\t${withExtension!.housenrext}`,
  ]);
  await checkAll(page, 2);
  const address = named(withExtension!);
  await page.getByRole('link', { name: `${address} openen in de adrescheck` }).click();
  await expect(page).toHaveURL(
    `/address-check?zipcode=${withExtension!.zipcode}&housenr=${withExtension!.housenr}&ext=${withExtension!.housenrext}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: `Resultaat voor ${address}` })).toBeVisible();

  // back: the list and its answers are still there
  await page.goBack();
  await expect(page.getByText('2 van 2 vestigingen')).toBeVisible();
  await expect(page.getByRole('link', { name: `${named(first!)} openen in de adrescheck` })).toBeVisible();
});

test('a file dropped on the file field is read like a chosen one', async ({ page }) => {
  const addresses = knownAddresses(3);
  await openManySites(page);
  const csv = [
    'Postcode,Huisnummer,Toevoeging',
    ...addresses.map((a) => `${a.zipcode},${a.housenr},${a.housenrext}`),
  ].join('\n');
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'gesleept.csv', { type: 'text/csv' }));
    return transfer;
  }, csv);
  const zone = page.locator('.site-input__drop');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone.getByText('Laat het bestand hier los')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('3 adressen klaar om te controleren')).toBeVisible();
  await checkAll(page, 3);
});

test('the printed report: what it is, the summary, and one line per site on A4', async ({ page }) => {
  const addresses = knownAddresses(40);
  await openManySites(page);
  const csv = [
    'Referentie;Postcode;Huisnummer;Toevoeging',
    ...addresses.map((a, index) => `Winkel ${index + 1};${a.zipcode};${a.housenr};${a.housenrext}`),
  ].join('\r\n');
  await page.getByLabel('Of kies een bestand').setInputFiles(csvFile('winkels.csv', csv));
  await checkAll(page, 40);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  await test.info().attach('report.pdf', { body: pdf, contentType: 'application/pdf' });
  const text = (await pdfPages(pdf)).join('\n');
  expect(text).toContain('Beschikbaarheid per vestiging');
  expect(text).toMatch(/40 vestigingen uit „winkels\.csv”, gecontroleerd op/);
  expect(text).toMatch(/Glasvezel: \d+ · Alleen koper: \d+ · Niet leverbaar: \d+/);
  for (const [index, address] of addresses.entries()) {
    expect(text).toContain(`Winkel ${index + 1}`);
    expect(text).toContain(`${address.street} ${address.housenr}`);
  }
  // the page's controls stay off the paper
  expect(text).not.toContain('Download CSV');
  expect(text).not.toContain('Rijen per pagina');
});

test('a log-out forgets the list here and in a second tab; a new log-in starts with none', async ({
  page,
}) => {
  const rows = [
    'Postcode\tHuisnummer\tToevoeging',
    ...knownAddresses(3).map((a) => `${a.zipcode}\t${a.housenr}\t${a.housenrext}`),
  ];
  await openManySites(page);
  await pasteRows(page, rows);
  await checkAll(page, 3);
  const second = await page.context().newPage();
  await second.goto('/address-check/many');
  await expect(second.getByText('3 van 3 vestigingen')).toBeVisible();

  // thrown away in one tab, gone from the other
  await second.getByRole('button', { name: 'Andere lijst kiezen' }).click();
  await expect(second.getByLabel('Rijen uit een spreadsheet')).toBeVisible();
  await expect(page.getByLabel('Rijen uit een spreadsheet')).toBeVisible();
  await expect(page.getByText('3 van 3 vestigingen')).toHaveCount(0);

  await pasteRows(page, rows);
  await checkAll(page, 3);
  await second.close();
  await page.getByText('Ingelogd als admin').click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('site-list'))),
  ).toEqual([]);
  await openManySites(page);
  await expect(page.getByLabel('Rijen uit een spreadsheet')).toBeVisible();
  await expect(page.getByText(/vestigingen$/)).toHaveCount(0);
});

/** The counts of the run as the page shows them: done, failed, to go. */
async function countsShown(page: Page): Promise<[number, number, number]> {
  const [, done, failed, toGo] = COUNTS.exec((await page.getByText(COUNTS).textContent()) ?? '')!.map(Number);
  return [done!, failed!, toGo!];
}

async function untilDone(page: Page, atLeast: number) {
  await expect
    .poll(async () => (await countsShown(page))[0], { timeout: 60_000 })
    .toBeGreaterThanOrEqual(atLeast);
}

/**
 * A portal whose sandbox lets an account make 10 calls a second and whose tokens live 20 seconds, as
 * an operator starts it: a list of 195 sites takes some 20 seconds here, long enough to pause it,
 * reload in its middle and see its first token's lifetime pass.
 */
test.describe('with a service that limits the account', () => {
  test.describe.configure({ mode: 'serial' });
  // behind-a-proxy.spec.ts starts its servers on the spare ports before this one
  const port = FIRST_SPARE_PORT + 9;
  const url = `http://127.0.0.1:${port}`;
  let portal: StartedProcess;
  test.beforeAll(async () => {
    portal = await startProcess(
      [
        'src/server/cli.ts',
        `--dist-dir=${DIST_DIR}`,
        `--port=${port}`,
        `--data-dir=data/e2e-${port}`,
        '--reset',
        '--account-rate-limit=10',
        '--token-lifetime=20',
        '--log-format=json',
      ],
      {
        port,
        logFile: `${SERVER_LOG_DIR}/portal-${port}.log`,
        ready: () => answers(`${url}/readyz`),
      },
    );
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  async function openLimited(page: Page) {
    await page.goto(`${url}/login?next=${encodeURIComponent('/address-check/many')}`);
    await logInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Meerdere adressen' })).toBeVisible();
  }

  test('the run waits when the service says so, and still checks every site', async ({ page }) => {
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) refusals.push(response.headers()['retry-after'] ?? '');
    });
    const addresses = knownAddresses(40);
    await openLimited(page);
    await pasteRows(page, [
      'Postcode\tHuisnummer\tToevoeging',
      ...addresses.map((a) => `${a.zipcode}\t${a.housenr}\t${a.housenrext}`),
    ]);
    await page.getByRole('button', { name: 'Controleer 40 adressen' }).click();
    await expect(
      page.getByText(
        'De dienst vraagt om even te wachten; de controle gaat daarna vanzelf langzamer verder.',
      ),
    ).toBeVisible();
    await expect(runStatus(page)).toHaveText('Klaar: alle adressen zijn gecontroleerd.', { timeout: 60_000 });
    await expect(page.getByText(COUNTS)).toHaveText('40 gecontroleerd · 0 mislukt · 0 te gaan');
    await expect(page.getByText('40 van 40 vestigingen')).toBeVisible();
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set(['1']));
  });

  test('pause, resume, and a reload in the middle of the run: the finished rows stay, the rest is checked once, over renewed tokens', async ({
    page,
  }) => {
    test.slow();
    const { csv } = dutchExcelCsv(knownAddresses(195));
    const tokens = new Set<string>();
    const failures: number[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"method":"zipcode"'))
        tokens.add(request.headers().authorization ?? '');
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && ![200, 429].includes(response.status()))
        failures.push(response.status());
    });
    await openLimited(page);
    const started = Date.now();
    await page.getByLabel('Of kies een bestand').setInputFiles(csvFile('vestigingen.csv', csv));
    await page.getByRole('button', { name: 'Controleer 195 adressen' }).click();

    await untilDone(page, 12);
    await page.getByRole('button', { name: 'Pauzeren' }).click();
    // the checks under way finish, no new ones start
    await expect(runStatus(page)).toHaveText('Gepauzeerd.');
    const [paused, failed, toGo] = await countsShown(page);
    expect(failed).toBe(0);
    expect(paused).toBeLessThan(195);
    expect(paused + toGo).toBe(195);
    await expect(page.getByText(`${paused} van ${paused} vestigingen`)).toBeVisible();
    await page.getByRole('button', { name: 'Hervatten' }).click();

    await untilDone(page, paused + 12);
    const [beforeReload] = await countsShown(page);
    expect(beforeReload).toBeLessThan(195);
    await page.reload();
    const notice = page.getByText(
      /^Je lijst „vestigingen\.csv” is nog niet af: (\d+) van 195 adressen gecontroleerd\.$/,
    );
    await expect(notice).toBeVisible();
    const kept = Number(/: (\d+) van/.exec((await notice.textContent()) ?? '')?.[1]);
    // every row shown before the reload was kept, and perhaps a few that finished as it happened
    expect(kept).toBeGreaterThanOrEqual(beforeReload);
    expect(kept).toBeLessThan(195);
    await expect(page.getByText(`${kept} van ${kept} vestigingen`)).toBeVisible();

    await page.getByRole('button', { name: 'Verder controleren' }).click();
    await expect(runStatus(page)).toHaveText('Klaar: alle adressen zijn gecontroleerd.', { timeout: 90_000 });
    await expect(page.getByText('195 van 195 vestigingen')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Gecontroleerd' })).toHaveAttribute('value', '195');
    // the counts are of the list, not of the part checked after the reload
    await expect(page.getByText(COUNTS)).toHaveText('195 gecontroleerd · 0 mislukt · 0 te gaan');

    await page.getByLabel('Rijen per pagina').selectOption('Alle');
    await expect(page.locator('.site-table tbody tr')).toHaveCount(195);
    const lines = (await shownRows(page)).map((row) => Number(row.line));
    expect(lines).toEqual(Array.from({ length: 195 }, (_, index) => index + 2));

    // the run outlived the token it started with: each reply renewed it, and the page took it up
    expect(Date.now() - started).toBeGreaterThan(20_000);
    expect(tokens.size).toBeGreaterThan(1);
    expect(failures).toEqual([]);
  });

  test('a second tab does not check the list again while the first is checking it', async ({ page }) => {
    const { csv } = dutchExcelCsv(knownAddresses(195));
    await openLimited(page);
    await page.getByLabel('Of kies een bestand').setInputFiles(csvFile('vestigingen.csv', csv));
    await page.getByRole('button', { name: 'Controleer 195 adressen' }).click();
    await untilDone(page, 6);

    const second = await page.context().newPage();
    const checksFromSecond: string[] = [];
    second.on('request', (request) => {
      if ((request.postData() ?? '').includes('"method":"zipcode"')) checksFromSecond.push(request.url());
    });
    await second.goto(`${url}/address-check/many`);
    await expect(second.getByText(/^Je lijst „vestigingen\.csv” is nog niet af/)).toBeVisible();
    await second.getByRole('button', { name: 'Verder controleren' }).click();
    await expect(
      second.getByText('Deze lijst wordt al gecontroleerd in een ander tabblad van deze browser.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(checksFromSecond).toEqual([]);

    // once the first tab stops, the second may go on
    await page.getByRole('button', { name: 'Stoppen' }).click();
    await expect(runStatus(page)).toHaveText(
      'Gestopt. De adressen die nog niet waren gecontroleerd, blijven over.',
    );
    await second.getByRole('button', { name: 'Verder controleren' }).click();
    await expect(second.locator('.site-run__status')).toHaveText('Bezig met controleren…');
    await expect.poll(() => checksFromSecond.length).toBeGreaterThan(0);
    await second.getByRole('button', { name: 'Stoppen' }).click();
    await second.close();
  });
});
