import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Query, Tab } from '../engines/tab.ts';
import { englishWorkbook } from '../many-sites-files.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

const PAGE = '/address-check/many';

interface PastedSite {
  /** Its line in the pasted text: the heading row is line 1. */
  line: number;
  reference: string;
  cells: [zipcode: string, housenr: string, housenrext: string];
  /** How the service names it (src/sandbox/store/seed/addresses-data.ts). */
  address: string;
  /** What its row says of the connection, where the seed's demo address promises it. */
  connection?: [dutch: string, english: string];
}

/** Demo addresses the sandbox always has, and serves. */
const SITES: readonly PastedSite[] = [
  {
    line: 2,
    reference: 'Hoofdkantoor',
    cells: ['1012 AB', '1', ''],
    address: 'Damrak 1, 1012 AB Amsterdam',
    connection: ['Glasvezel', 'Fiber'],
  },
  { line: 3, reference: 'Magazijn', cells: ['1012 AB', '1', 'A'], address: 'Damrak 1 A, 1012 AB Amsterdam' },
  {
    line: 4,
    reference: 'Café Utrecht',
    cells: ['3511 AB', '7', ''],
    address: 'Oudegracht 7, 3511 AB Utrecht',
    connection: ['Alleen koper', 'Copper only'],
  },
  // TELE2 is down there; the other providers answer
  {
    line: 5,
    reference: 'Winkel Rotterdam',
    cells: ['3011 AB', '10', ''],
    address: 'Hoogstraat 10, 3011 AB Rotterdam',
  },
];
const BAD_ROW = ['Fout', '0123 AB', '1', ''];
const BAD_LINE = 6;

/** The list as Excel puts it on the clipboard: cells split by tabs, a heading row first. */
function pastedList(tab: Tab): string {
  const headings = tab.say(
    ['Referentie', 'Postcode', 'Huisnummer', 'Toevoeging'],
    ['Reference', 'Postcode', 'House number', 'Extension'],
  );
  const rows = [headings, ...SITES.map((site) => [site.reference, ...site.cells]), BAD_ROW];
  return `${rows.map((cells) => cells.join('\t')).join('\n')}\n`;
}

/**
 * Pastes the text into the field with this label, all at once as a paste arrives. Typing it would
 * not do: a typed tab moves the focus on. The Tab has no paste, so the page inserts the text the
 * way the browser inserts a paste (one `insertText` edit, with its input event).
 */
async function paste(tab: Tab, label: string, text: string): Promise<void> {
  await tab.click({ label });
  const pasted = await tab.evaluate(
    (name: string, value: string) => {
      const field = Array.from(document.querySelectorAll('label')).find(
        (candidate) => candidate.textContent?.trim() === name,
      )?.control;
      if (!(field instanceof HTMLTextAreaElement)) return null;
      field.focus();
      field.select();
      // the one way to edit a field as the browser's own paste does, undo and input event included
      document.execCommand('insertText', false, value);
      return field.value;
    },
    label,
    text,
  );
  test.expect(pasted, 'the text in the field after the paste').toBe(text);
}

/**
 * The same list as Dutch Excel saves it as CSV: `;` between cells, CRLF, and Windows-1252 (the
 * é of Café is the one byte 0xE9, which no UTF-8 text has on its own).
 */
function dutchExcelCsv(): Buffer {
  const rows = [
    ['Referentie', 'Postcode', 'Huisnummer', 'Toevoeging'],
    ...SITES.map((site) => [site.reference, ...site.cells]),
    BAD_ROW,
  ];
  return Buffer.from(`${rows.map((cells) => cells.join(';')).join('\r\n')}\r\n`, 'latin1');
}

/** The same list as an English Excel user saves it as a workbook (house numbers as numbers). */
function workbook(): Promise<Buffer> {
  return englishWorkbook(
    SITES.map(({ cells: [zipcode, housenr, housenrext] }) => ({
      zipcode: zipcode.replace(' ', ''),
      housenr: Number(housenr),
      housenrext,
    })),
    (index) => SITES[index]!.reference,
  );
}

const progress = (tab: Tab): Query => ({ role: 'region', name: tab.say('Voortgang', 'Progress') });
const resultsTable = (tab: Tab): Query => ({
  role: 'table',
  name: tab.say('Resultaten per vestiging', 'Results per site'),
});
const otherList = (tab: Tab): Query => ({
  role: 'button',
  name: tab.say('Andere lijst kiezen', 'Choose another list'),
});
const fileField = (tab: Tab): Query => ({ label: tab.say('Of kies een bestand', 'Or choose a file') });
const checkAll = (tab: Tab): Query => ({
  role: 'button',
  name: tab.say('Controleer 4 adressen', 'Check 4 addresses'),
});
const pasteField = (tab: Tab): Query => ({
  label: tab.say('Rijen uit een spreadsheet', 'Rows from a spreadsheet'),
});

/** The run to its end: every site checked, none failed. */
async function seeRunDone(tab: Tab): Promise<void> {
  const done = tab.say('Klaar: alle adressen zijn gecontroleerd.', 'Done: all addresses have been checked.');
  // the status as it shows, then as a screen reader is told it
  await tab.see({ text: done, within: progress(tab), nth: 0 }, { timeout: 60_000 });
  await tab.seeText({ role: 'status', within: progress(tab) }, done);
  await tab.see({
    text: tab.say('4 gecontroleerd · 0 mislukt · 0 te gaan', '4 checked · 0 failed · 0 to go'),
    within: progress(tab),
  });
}

/** The table of results: a heading row and one row per site, each with its line, reference and address. */
async function seeResults(tab: Tab): Promise<void> {
  const table = resultsTable(tab);
  await tab.see(table);
  await tab.see({ text: tab.say('4 van 4 vestigingen', '4 of 4 sites') });
  await tab.until('a heading row and a row per site', async () =>
    (await tab.count({ role: 'row', within: table })) === SITES.length + 1 ? true : undefined,
  );
  for (const site of SITES) {
    const row: Query = { role: 'row', name: new RegExp(site.reference), within: table };
    const cells = await tab.texts({ role: 'cell', within: row });
    test.expect(cells.slice(0, 3), site.reference).toEqual([String(site.line), site.reference, site.address]);
    if (site.connection) test.expect(cells[3], site.reference).toBe(tab.say(...site.connection));
    await tab.see({
      role: 'link',
      name: tab.say(`${site.address} openen in de adrescheck`, `Open ${site.address} in the address check`),
      within: row,
    });
  }

  const summary: Query = { label: tab.say('Samenvatting', 'Summary') };
  test
    .expect(await tab.texts({ role: 'term', within: summary }))
    .toEqual(
      tab.say(['Glasvezel', 'Alleen koper', 'Niet leverbaar'], ['Fiber', 'Copper only', 'Not available']),
    );
  let counts: string[] = [];
  await tab.until(
    () => `the summary to count the ${String(SITES.length)} sites; it reads ${counts.join(', ')}`,
    async () => {
      counts = await tab.texts({ role: 'definition', within: summary });
      const sum = counts.reduce((total, count) => total + Number(count), 0);
      return counts.length === 3 && sum === SITES.length ? true : undefined;
    },
  );
  // Damrak 1 has fibre, Oudegracht 7 copper only: neither of the two kinds can be nil
  test.expect(Number(counts[0])).toBeGreaterThan(0);
  test.expect(Number(counts[1])).toBeGreaterThan(0);
}

inEveryVariant(() => {
  test('a pasted list: the bad row set aside with its line and reason, the rest checked, and the results kept over a reload', async ({
    tab,
  }) => {
    await tab.open(`/login?next=${encodeURIComponent(PAGE)}`);
    await logIn(tab, 'admin');
    await tab.see(heading(tab.say('Meerdere adressen', 'Many addresses')));
    await tab.seeUrl(/^\/address-check\/many$/);

    await paste(tab, tab.say('Rijen uit een spreadsheet', 'Rows from a spreadsheet'), pastedList(tab));
    await tab.click({ role: 'button', name: tab.say('Geplakte rijen lezen', 'Read pasted rows') });
    await tab.see({ text: tab.say('4 adressen klaar om te controleren', '4 addresses ready to check') });
    await tab.see({ text: tab.say('1 rij wordt overgeslagen', '1 row will be skipped') });
    const rejected: Query = { role: 'row', name: /Fout/ };
    await tab.see(rejected);
    test
      .expect(await tab.texts({ role: 'cell', within: rejected }))
      .toEqual([
        String(BAD_LINE),
        'Fout | 0123 AB | 1 |',
        tab.say(
          '„0123 AB” is geen postcode (vier cijfers, niet beginnend met 0, en twee letters).',
          '“0123 AB” is not a postcode (four digits, not starting with 0, and two letters).',
        ),
      ]);

    await tab.click(checkAll(tab));
    await seeRunDone(tab);
    // the skipped rows fold away once the run has begun
    await tab.notSee(rejected);
    await seeResults(tab);
    await tab.see({ role: 'button', name: 'Download CSV' });
    await expectFitsAndAccessible(tab);

    // the list and its answers are kept in this browser: a reload shows them, with no run to follow
    await tab.reload();
    await tab.see(heading(tab.say('Meerdere adressen', 'Many addresses')));
    await seeResults(tab);
    await tab.notSee(progress(tab));
    await tab.notSee(pasteField(tab));

    await tab.click(otherList(tab));
    await tab.see(pasteField(tab));
    await tab.notSee(resultsTable(tab));
    // and it is forgotten for good
    await tab.reload();
    await tab.see(pasteField(tab));
    await tab.notSee(resultsTable(tab));
  });

  test('a chosen file: a Dutch Excel CSV in Windows-1252, then an .xlsx workbook, each read and checked', async ({
    tab,
  }) => {
    const folder = mkdtempSync(join(tmpdir(), 'many-sites-flow-'));
    try {
      const csv = join(folder, 'vestigingen.csv');
      writeFileSync(csv, dutchExcelCsv());
      const xlsx = join(folder, 'sites.xlsx');
      writeFileSync(xlsx, await workbook());

      await tab.open(`/login?next=${encodeURIComponent(PAGE)}`);
      await logIn(tab, 'admin');
      await tab.see(heading(tab.say('Meerdere adressen', 'Many addresses')));

      await tab.chooseFile(fileField(tab), csv);
      await tab.see({ text: tab.say('4 adressen klaar om te controleren', '4 addresses ready to check') });
      await tab.see({ text: tab.say('1 rij wordt overgeslagen', '1 row will be skipped') });
      await tab.see({ role: 'row', name: /Fout/ });
      await tab.click(checkAll(tab));
      await seeRunDone(tab);
      // the references as the file has them, Café with its é
      await seeResults(tab);

      await tab.click(otherList(tab));
      await tab.chooseFile(fileField(tab), xlsx);
      await tab.see({ text: tab.say('4 adressen klaar om te controleren', '4 addresses ready to check') });
      await tab.notSee({ text: /wordt overgeslagen|will be skipped/ });
      await tab.click(checkAll(tab));
      await seeRunDone(tab);
      await seeResults(tab);
      await tab.click(otherList(tab));
      await tab.see(fileField(tab));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
