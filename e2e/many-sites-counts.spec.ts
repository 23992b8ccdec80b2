/**
 * The counts of a list with every kind of site in it: served by fibre or copper, not available
 * (9711 AB 5, which no provider serves), an address the service does not know (1012 AB 99999),
 * failed (5611 AB 3, where every provider's backoffice is down) and not checked (the run stopped
 * before them). The summary, each filter, the CSV, the .xlsx and the printed report count each kind
 * under its own name, and agree with each other.
 */
import { readFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { type Page, expect, test } from '@playwright/test';
import { DIST_DIR, FIRST_SPARE_PORT, SERVER_LOG_DIR } from '../playwright.config.ts';
import { type StartedProcess, answers, startProcess } from './hosts/processes.ts';
import { csvCells, pretty, xlsxCells } from './many-sites-files.ts';
import { logInAs, pdfPages } from './support.ts';

/** The sandbox's scenario addresses (docs/demo.md), first in the list so that they are checked first. */
const SCENARIOS = [
  ['Alle providers leveren', '1012AB', 1, ''],
  ['Storing bij TELE2', '3011AB', 10, ''],
  ['Complex adres', '2511AB', 2, ''],
  ['Geen enkele provider', '9711AB', 5, ''],
  ['Alleen koper', '3511AB', 7, ''],
  ['Alle providers storing', '5611AB', 3, ''],
  ['Met toevoeging', '1012AB', 1, 'A'],
  ['Adres bestaat niet', '1012AB', 99999, ''],
] as const;
const FILLERS = 90;

// behind-a-proxy.spec.ts takes the spare ports up to + 10, partner-docs.spec.ts + 11 and + 12,
// e2e/hosts/differing-portal.ts from + 20
const port = FIRST_SPARE_PORT + 13;
const url = `http://127.0.0.1:${port}`;
let portal: StartedProcess;

/** A portal whose sandbox lets an account make 10 calls a second: a long list takes long enough to stop. */
test.beforeAll(async () => {
  portal = await startProcess(
    [
      'src/server/cli.ts',
      `--dist-dir=${DIST_DIR}`,
      `--port=${port}`,
      `--data-dir=data/e2e-${port}`,
      '--reset',
      '--account-rate-limit=10',
      '--log-format=json',
    ],
    { port, logFile: `${SERVER_LOG_DIR}/portal-${port}.log`, ready: () => answers(`${url}/readyz`) },
  );
});
test.afterAll(async () => {
  await portal?.stop();
});

/** Addresses without a disruption, other than the scenarios, read from the sandbox's own database. */
function fillerAddresses(count: number): { zipcode: string; housenr: number; housenrext: string }[] {
  const db = new DatabaseSync(`data/e2e-${port}/sandbox.sqlite`, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT zipcode, housenr, housenrext FROM addresses WHERE disrupted_providers = '[]'
           AND zipcode NOT IN ('1012AB', '3011AB', '2511AB', '9711AB', '3511AB', '5611AB')
         ORDER BY zipcode, housenr, housenrext LIMIT ?`,
      )
      .all(count) as unknown as { zipcode: string; housenr: number; housenrext: string }[];
  } finally {
    db.close();
  }
}

const TERMS = [
  'Glasvezel',
  'Alleen koper',
  'Overig',
  'Niet leverbaar',
  'Adres onbekend',
  'Mislukt',
  'Niet gecontroleerd',
];

/** The summary as the page shows it: each term with its count. */
async function summaryShown(page: Page): Promise<Record<string, number>> {
  const items = await page
    .getByLabel('Samenvatting')
    .locator('div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent]),
    );
  return Object.fromEntries(items.map(([term, count]) => [term, Number(count)]));
}

/** How many rows an export gives each connection; "Geen" is the exports' word for not available. */
function exportedCounts(cells: readonly (readonly string[])[]): Record<string, number> {
  const [headings = [], ...rows] = cells;
  const connection = headings.indexOf('Aansluiting');
  expect(connection).toBeGreaterThanOrEqual(0);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const term = row[connection] === 'Geen' ? 'Niet leverbaar' : (row[connection] ?? '');
    counts[term] = (counts[term] ?? 0) + 1;
  }
  return counts;
}

const download = async (page: Page, button: string) => {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await saved.path());
};

test('a list stopped short: not available, address unknown, failed and not checked are counted apart, everywhere', async ({
  page,
}) => {
  test.slow();
  const fillers = fillerAddresses(FILLERS);
  const rows = [
    ...SCENARIOS.map(
      ([reference, zipcode, housenr, ext]) => `${reference}\t${pretty(zipcode)}\t${housenr}\t${ext}`,
    ),
    ...fillers.map((a, index) => `Filiaal ${index + 1}\t${pretty(a.zipcode)}\t${a.housenr}\t${a.housenrext}`),
  ];
  const total = rows.length;
  await page.goto(`${url}/login?next=${encodeURIComponent('/address-check/many')}`);
  await logInAs(page, 'admin');
  await page
    .getByLabel('Rijen uit een spreadsheet')
    .fill(['Referentie\tPostcode\tHuisnummer\tToevoeging', ...rows].join('\n'));
  await page.getByRole('button', { name: 'Geplakte rijen lezen' }).click();
  await page.getByRole('button', { name: `Controleer ${total} adressen` }).click();

  // stopped once the scenarios are through and well before the end
  const counts = page.getByText(/\d+ gecontroleerd · \d+ mislukt · \d+ te gaan/);
  await expect
    .poll(async () => {
      const [, done, failed] = /(\d+) gecontroleerd · (\d+) mislukt/.exec(
        (await counts.textContent()) ?? '',
      )!;
      return Number(done) + Number(failed);
    })
    .toBeGreaterThanOrEqual(SCENARIOS.length + 5);
  await page.getByRole('button', { name: 'Stoppen' }).click();
  await expect(page.locator('.site-run__status')).toHaveText(
    'Gestopt. De adressen die nog niet waren gecontroleerd, blijven over.',
  );
  const [, done, failedShown, toGo] = /(\d+) gecontroleerd · (\d+) mislukt · (\d+) te gaan/
    .exec((await counts.textContent()) ?? '')!
    .map(Number);
  expect(failedShown).toBe(1);
  expect(toGo).toBeGreaterThan(0);
  expect(done! + failedShown! + toGo!).toBe(total);

  // the summary: the one failed site, the address the service does not know and the unchecked ones
  // have names of their own
  const summary = await summaryShown(page);
  expect(summary.Mislukt).toBe(1);
  expect(summary['Adres onbekend']).toBe(1);
  expect(summary['Niet gecontroleerd']).toBe(toGo);
  expect(summary['Niet leverbaar']).toBeGreaterThanOrEqual(1);
  expect(summary.Glasvezel).toBeGreaterThanOrEqual(4);
  expect(summary['Alleen koper']).toBeGreaterThanOrEqual(1);
  expect(Object.values(summary).reduce((sum, count) => sum + count)).toBe(total);
  await expect(page.getByText(`${total} van ${total} vestigingen`)).toBeVisible();

  // each filter shows as many sites as the summary counts, and the scenario sites where they belong
  const show = page.getByLabel('Toon');
  await page.getByLabel('Rijen per pagina').selectOption('Alle');
  const filterOf: Record<string, string> = {
    Glasvezel: 'Met glasvezel',
    'Alleen koper': 'Alleen koper',
    'Niet leverbaar': 'Niet leverbaar',
    'Adres onbekend': 'Adres onbekend',
    Mislukt: 'Mislukt',
    'Niet gecontroleerd': 'Niet gecontroleerd',
  };
  for (const [term, option] of Object.entries(filterOf)) {
    await show.selectOption(option);
    await expect(page.getByText(`${summary[term]} van ${total} vestigingen`), term).toBeVisible();
    await expect(page.locator('.site-table tbody tr')).toHaveCount(summary[term]!);
  }
  await show.selectOption('Mislukt');
  await expect(page.locator('.site-table tbody tr')).toContainText(['Alle providers storing']);
  await show.selectOption('Niet leverbaar');
  await expect(page.locator('.site-table tbody tr', { hasText: 'Geen enkele provider' })).toHaveCount(1);
  await expect(page.locator('.site-table tbody tr', { hasText: 'Alle providers storing' })).toHaveCount(0);
  await expect(page.locator('.site-table tbody tr', { hasText: 'Adres bestaat niet' })).toHaveCount(0);
  await show.selectOption('Adres onbekend');
  const unknown = page.locator('.site-table tbody tr');
  await expect(unknown).toHaveCount(1);
  await expect(unknown).toContainText('Adres bestaat niet');
  await expect(unknown).toContainText('Het adres 1012 AB 99999 bestaat niet.');
  await show.selectOption('Alle vestigingen');

  // the exports carry every site of the list, counted as the summary counts them
  const expected = Object.fromEntries(Object.entries(summary).filter(([, count]) => count > 0));
  const csv = (await download(page, 'Download CSV')).toString('utf8').slice(1);
  const csvRows = csvCells(csv);
  expect(exportedCounts(csvRows)).toEqual(expected);
  // whether a site at an address the service does not know is served is not known, not "nee"
  const servedOf = (reference: string) =>
    csvRows.find((row) => row[csvRows[0]!.indexOf('Referentie')] === reference)?.[
      csvRows[0]!.indexOf('Leverbaar')
    ];
  expect(servedOf('Adres bestaat niet')).toBe('onbekend');
  expect(servedOf('Geen enkele provider')).toBe('nee');
  const sheet = await xlsxCells(await download(page, 'Download Excel (.xlsx)'));
  expect(exportedCounts(sheet.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))))).toEqual(
    expected,
  );

  // the printed report says the same
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  const report = (await pdfPages(pdf)).join('\n');
  const line = TERMS.filter((term) => term in summary)
    .map((term) => `${term}: ${summary[term]}`)
    .join(' · ');
  expect(report.replace(/\s+/g, ' ')).toContain(line);
  expect(report).toContain(`${total} vestigingen`);
});
