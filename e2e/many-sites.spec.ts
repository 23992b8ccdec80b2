import { DatabaseSync } from 'node:sqlite';
import { type Page, expect, test } from '@playwright/test';
import { PORTAL_URL } from '../playwright.config.ts';
import { expectNoAxeViolations, logInAs } from './support.ts';

interface SeedAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

/** Addresses the sandbox under test knows, read from its own database. */
function knownAddresses(count: number): SeedAddress[] {
  const port = new URL(PORTAL_URL).port;
  const db = new DatabaseSync(`data/e2e-${port}/sandbox.sqlite`, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT zipcode, housenr, housenrext FROM addresses WHERE disrupted_providers = '[]'
         ORDER BY zipcode, housenr, housenrext LIMIT ?`,
      )
      .all(count) as unknown as SeedAddress[];
  } finally {
    db.close();
  }
}

const pretty = (zipcode: string) => `${zipcode.slice(0, 4)} ${zipcode.slice(4)}`;

/** 200 data rows as Dutch Excel saves a CSV (BOM, `;`, CRLF), five of them wrong in their own way. */
function dutchExcelCsv(addresses: readonly SeedAddress[]): { csv: string; bad: Map<number, RegExp> } {
  const lines = ['Referentie;Postcode;Huisnummer;Toevoeging'];
  const bad = new Map<number, RegExp>();
  addresses.forEach((address, index) => {
    lines.push(`Vestiging ${index + 1};${pretty(address.zipcode)};${address.housenr};${address.housenrext}`);
  });
  const wrong: [string, RegExp][] = [
    ['Kapotte postcode;0123 AB;4;', /„0123 AB” is geen postcode/],
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
  await expectNoAxeViolations(page);
});
