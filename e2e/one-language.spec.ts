/**
 * One language per session: what the service says with an address check (its errors, its
 * construction notices, the state of the lines there), with a look-up it cannot answer and with a
 * cancellation reads in the reader's language, with the service's own words one click away on the
 * screen and never on paper.
 */
import { readFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { PORTAL_URL } from '../playwright.config.ts';
import { logInAs, pdfPages } from './support.ts';

/** The service's English sentences (and words) that no reader of either language should meet unasked. */
const SERVICE_ENGLISH =
  /temporarily unavailable at|too complex for this software|is valid, but|Invalid combination|backoffice|labels the address complex|postcodes functions/;
/** A date as the service writes it, not as people do. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const CID = /\b[0-9a-f]{24}\b/;

const ORIGINAL = {
  disruption:
    'Service temporarily unavailable at 3011AB 10: the TELE2 backoffice has a disruption. Try again later.',
  complex:
    'The connection at 2511AB 2 is too complex for this software version: KPNWBA labels the address complex.',
  unserved: 'The address 9711AB 5 is valid, but no requested provider services it.',
  works: 'In deze straat wordt het glasvezelnetwerk uitgebreid met XGS-PON (tot 8 Gbit/s).',
};

const SAID = {
  nl: {
    disruption:
      'TELE2 heeft een storing: 3011 AB 10 kan nu niet bij TELE2 worden gecontroleerd. Probeer het later opnieuw.',
    complex:
      'De aansluiting op 2511 AB 2 is te ingewikkeld om automatisch te controleren: KPNWBA merkt het adres aan als complex.',
    unserved: 'Het adres 9711 AB 5 bestaat, maar geen van de gevraagde leveranciers levert daar.',
    works: ORIGINAL.works,
    serviceWords: 'Melding van de dienst',
    details: 'Technische details',
  },
  en: {
    disruption: 'TELE2 has a disruption: 3011 AB 10 cannot be checked with TELE2 right now. Try again later.',
    complex:
      'The connection at 2511 AB 2 is too complicated to check automatically: KPNWBA marks the address as complex.',
    unserved: 'The address 9711 AB 5 exists, but none of the suppliers asked serves it.',
    works: 'The fiber network in this street is being extended with XGS-PON (up to 8 Gbit/s).',
    serviceWords: 'The service’s message',
    details: 'Technical details',
  },
} as const;

/** What a part of the page shows with every <details> folded: what a reader sees without asking. */
async function shownText(region: Locator): Promise<string> {
  await region.evaluate((element) => {
    for (const details of element.querySelectorAll('details')) details.open = false;
  });
  return region.evaluate((element) => (element as HTMLElement).innerText);
}

async function switchTo(page: Page, locale: 'nl' | 'en') {
  await page.getByLabel(locale === 'en' ? 'Taal' : 'Language').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const ROWS = ['Referentie;Postcode;Huisnummer', 'A;1012AB;1', 'B;3011AB;10', 'C;2511AB;2', 'D;9711AB;5'];

async function checkManyAddresses(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent('/address-check/many')}`);
  await logInAs(page, 'admin');
  await page.getByLabel('Rijen uit een spreadsheet').fill(ROWS.join('\n'));
  await page.getByRole('button', { name: 'Geplakte rijen lezen' }).click();
  await page.getByRole('button', { name: 'Controleer 4 adressen' }).click();
  await expect(page.locator('.site-table tbody tr')).toHaveCount(4, { timeout: 60_000 });
}

/** The row of the table for a reference. */
const row = (page: Page, reference: string) =>
  page
    .locator('.site-table tbody tr')
    .filter({ has: page.getByRole('cell', { name: reference, exact: true }) });

for (const locale of ['nl', 'en'] as const) {
  const said = SAID[locale];

  test(`many addresses in ${locale === 'nl' ? 'Dutch' : 'English'}: the service's sentences in the reader's words, its own in the details`, async ({
    page,
  }) => {
    test.slow();
    await checkManyAddresses(page);
    if (locale === 'en') await switchTo(page, 'en');
    const table = page.locator('.site-table');
    await expect(row(page, 'B')).toContainText(said.disruption);
    await expect(row(page, 'D')).toContainText(said.unserved);
    await expect(row(page, 'C')).toContainText(said.complex);
    await expect(row(page, 'A')).toContainText(said.works);
    if (locale === 'nl') await expect(row(page, 'A')).toContainText('Glasvezel (KPN-GPON)');
    const shown = await shownText(table);
    expect(shown).not.toMatch(SERVICE_ENGLISH);
    expect(shown).not.toMatch(ISO_DATE);
    if (locale === 'nl') expect(shown).not.toMatch(/\bFiber\b|\bCopper\b/);
    // the construction notice's date as the reader writes it
    expect(shown).toMatch(locale === 'nl' ? /, \d{1,2} [a-z]+ \d{4}/ : /, \d{1,2} [A-Z][a-z]+ \d{4}/);
    if (locale === 'en') expect(shown).not.toContain('In deze straat');

    // one click away: the service's own words
    for (const [reference, original] of [
      ['B', ORIGINAL.disruption],
      ['C', ORIGINAL.complex],
      ['D', ORIGINAL.unserved],
    ] as const) {
      const details = row(page, reference).getByRole('group').filter({ hasText: said.serviceWords });
      await expect(details.getByText(original)).toBeHidden();
      await details.getByText(said.serviceWords).first().click();
      await expect(details.getByText(original)).toBeVisible();
    }
    // the exported list speaks the same language
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile(await saved.path())).toString('utf8');
    for (const sentence of [said.disruption, said.complex, said.unserved, said.works])
      expect(csv).toContain(sentence);
    expect(csv).not.toMatch(SERVICE_ENGLISH);
    expect(csv).not.toMatch(ISO_DATE);
    if (locale === 'en') {
      const works = row(page, 'A').getByRole('group').filter({ hasText: said.serviceWords });
      await works.getByText(said.serviceWords).click();
      await expect(works.getByText(ORIGINAL.works)).toBeVisible();
    }
  });

  test(`the address check in ${locale === 'nl' ? 'Dutch' : 'English'}: translated, with the original in the details and not on paper`, async ({
    page,
  }) => {
    await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=3011AB&housenr=10')}`);
    await logInAs(page, 'admin');
    if (locale === 'en') await switchTo(page, 'en');
    const tele2 = page.getByRole('region', { name: 'TELE2', exact: true });
    await expect(tele2.getByRole('alert')).toContainText(said.disruption);
    const results = page.locator('.check-results');
    await expect(
      page.getByRole('button', {
        name: locale === 'nl' ? 'Afdrukken / opslaan als PDF' : 'Print / save as PDF',
      }),
    ).toBeEnabled();
    const shown = await shownText(results);
    expect(shown).not.toMatch(SERVICE_ENGLISH);
    if (locale === 'nl') {
      expect(shown).toContain('Glasvezel');
      expect(shown).not.toMatch(/\bFiber\b|\bCopper\b/);
    }

    await tele2.getByText(said.details).click();
    const original = tele2.getByRole('definition').filter({ hasText: ORIGINAL.disruption });
    await expect(original).toBeVisible();
    await expect(tele2.getByRole('term').filter({ hasText: said.serviceWords })).toBeVisible();

    // on paper: the reader's words only, no original and no cid, even with the details open
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfPages(await page.pdf({ format: 'A4' }));
    await page.emulateMedia({ media: 'screen' });
    const report = pages.join('\n').replace(/\s+/g, ' ');
    expect(report).toContain(said.disruption);
    expect(report).not.toMatch(SERVICE_ENGLISH);
    expect(report).not.toContain(said.serviceWords);
    expect(report).not.toContain('Oorspronkelijke melding');
    expect(report).not.toMatch(CID);
    expect(report).not.toContain('cid');
  });
}

test('the printed report of an address with works: its notice in the reader’s words and date, no cids', async ({
  page,
}) => {
  await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=1012AB&housenr=1')}`);
  await logInAs(page, 'admin');
  await switchTo(page, 'en');
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeEnabled();
  await page.emulateMedia({ media: 'print' });
  const pages = await pdfPages(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  const report = pages.join('\n').replace(/\s+/g, ' ');
  expect(report).toContain(SAID.en.works);
  expect(report).toMatch(/planned: \d{1,2} [A-Z][a-z]+ \d{4}/);
  expect(report).not.toContain(ORIGINAL.works);
  expect(report).not.toMatch(ISO_DATE);
  expect(report).not.toMatch(CID);
  expect(report).not.toContain(SAID.en.serviceWords);
});

const LINE_STATES = {
  nl: {
    open: 'Status Beschikbaar',
    serviceWords: 'Zoals de dienst het noemt',
    print: 'Afdrukken / opslaan als PDF',
  },
  en: { open: 'Status Available', serviceWords: 'As the service names it', print: 'Print / save as PDF' },
} as const;

for (const locale of ['nl', 'en'] as const) {
  const said = LINE_STATES[locale];

  test(`the lines at an address in ${locale === 'nl' ? 'Dutch' : 'English'}: their state in the reader's words, the service's word in the details and not on paper`, async ({
    page,
  }) => {
    await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=1012AB&housenr=1')}`);
    await logInAs(page, 'admin');
    if (locale === 'en') await switchTo(page, 'en');
    const lines = page.getByRole('region', {
      name: locale === 'nl' ? 'Aanwezige aansluitingen' : 'Lines present',
    });
    const first = lines.getByRole('listitem').first();
    await expect(first).toContainText(said.open);
    const shown = await shownText(lines);
    expect(shown).not.toMatch(/Status (Open|Planned|Closed)\b/);
    await expect(first.getByText('status: Open')).toBeHidden();
    await first.getByText(said.serviceWords).click();
    await expect(first.getByText('status: Open')).toBeVisible();

    await expect(page.getByRole('button', { name: said.print })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    const report = (await pdfPages(await page.pdf({ format: 'A4' }))).join('\n').replace(/\s+/g, ' ');
    await page.emulateMedia({ media: 'screen' });
    expect(report).toContain(said.open);
    expect(report).not.toContain('status: Open');
    expect(report).not.toContain(said.serviceWords);
  });
}

test('a postcode without addresses is said in the reader’s words, the service’s in the details', async ({
  page,
}) => {
  await page.goto(`/login?next=${encodeURIComponent('/address-check?zipcode=9999ZZ&housenr=1')}`);
  await logInAs(page, 'admin');
  const notice = page
    .locator('.notice')
    .filter({ hasText: 'Bij postcode 9999 ZZ zijn geen adressen bekend.' });
  await expect(notice).toBeVisible();
  expect(await shownText(page.locator('main'))).not.toMatch(/Unknown zipcode|no addresses are known/);
  await notice.getByText('Technische details').click();
  await expect(notice.getByText('Unknown zipcode 9999ZZ: no addresses are known for it.')).toBeVisible();

  await switchTo(page, 'en');
  await expect(
    page.locator('.notice').filter({ hasText: 'No addresses are known at postcode 9999 ZZ.' }),
  ).toBeVisible();
});

/** A transaction of the demo customer the seed cancelled with the service's default reason. */
function cancelledByDefault(): string {
  const db = new DatabaseSync(`data/e2e-${new URL(PORTAL_URL).port}/sandbox.sqlite`, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT uuid FROM transactions WHERE customer_account_id = 4242
           AND json_extract(data, '$.cancel_reason') = 'Cancelled by customer' ORDER BY uuid LIMIT 1`,
      )
      .get() as { uuid: string } | undefined;
    if (!row) throw new Error('the seed cancelled no transaction with the default reason');
    return row.uuid;
  } finally {
    db.close();
  }
}

test('a cancellation’s default reason reads in Dutch, with the service’s words in the details', async ({
  page,
}) => {
  await page.goto(`/login?next=${encodeURIComponent(`/transactions/${cancelledByDefault()}`)}`);
  await logInAs(page, 'admin');
  const cancellation = page.getByRole('region', { name: 'Annulering' });
  await expect(cancellation).toContainText('Reden: Geannuleerd door de klant');
  const reason = cancellation.locator('xpath=.//dl/div[dt[normalize-space(.)="Reden van annulering"]]/dd');
  await expect(reason).toContainText('Geannuleerd door de klant');
  expect(await shownText(cancellation)).not.toContain('Cancelled by customer');
  await reason.getByText('Zoals de dienst het noemt').click();
  await expect(reason.getByText('Cancelled by customer')).toBeVisible();

  await switchTo(page, 'en');
  const english = page.getByRole('region', { name: 'Cancellation' });
  await expect(english).toContainText('Reason: Cancelled by customer');
  await expect(english.locator('details')).toHaveCount(0);
});
