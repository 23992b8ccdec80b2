import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { inEveryVariant, test } from '../engines/fixtures.ts';
import type { Query, Tab } from '../engines/tab.ts';
import { listCarriersFromApi } from '../support.ts';
import { expectFitsAndAccessible, heading, logIn } from './support.ts';

const TOTAL = 12_000;
const PRODUCT_ATTRIBUTES = 22;
/** Fetching, parsing and laying out 10,000 rows takes seconds on a loaded machine. */
const BIG_PAGE_MS = 30_000;

async function openProducts(tab: Tab, search = ''): Promise<void> {
  await tab.open(`/login?next=${encodeURIComponent(`/products${search}`)}`);
  await logIn(tab, 'admin');
  await tab.see(heading(tab.say('Carrierproducten', 'Carrier products')));
}

interface Listing {
  ids: number[];
  total: number;
}

/** The service's own answer, for comparison. */
async function listFromApi(request: APIRequestContext, params: object): Promise<Listing> {
  const result = await listCarriersFromApi(request, params);
  return {
    ids: result.carriers.map((product) => product.product_id as number),
    total: result.pagination.total_items,
  };
}

const productTable = (tab: Tab): Query => ({
  role: 'table',
  name: new RegExp(`^${tab.say('Carrierproducten', 'Carrier products')}`),
});

const formatNumber = (tab: Tab, value: number) => value.toLocaleString(tab.say('nl-NL', 'en-GB'));

/** Waits until the line above the table names this range: the rows asked for are shown, none loading. */
async function seeRange(tab: Tab, from: number, to: number, total: number, timeout?: number): Promise<void> {
  const [first, last, all] = [from, to, total].map((value) => formatNumber(tab, value));
  const range = tab.say(`Producten ${first}–${last} van ${all}`, `Products ${first}–${last} of ${all}`);
  await tab.see({ text: range }, { timeout });
}

/** The cells of the rows in the document (a virtualised table draws those in view), by column heading. */
async function shownRows(tab: Tab): Promise<Record<string, string>[]> {
  const table = productTable(tab);
  const headings = await tab.texts({ role: 'columnheader', within: table });
  const names = headings.map((text) => text.split('\n')[0]!.trim());
  // the row of filters under the headings holds cells too
  const cells = (await tab.texts({ role: 'cell', within: table })).slice(names.length);
  const rows: Record<string, string>[] = [];
  for (let start = 0; start < cells.length; start += names.length) {
    rows.push(Object.fromEntries(names.map((name, index) => [name, cells[start + index] ?? ''])));
  }
  return rows;
}

const idHeading = (tab: Tab) => tab.say('Product-id', 'Product id');

async function shownIds(tab: Tab): Promise<number[]> {
  return (await shownRows(tab)).map((row) => Number(row[idHeading(tab)]));
}

/** A virtualised table draws the rows in view and a few more, not all of them. */
async function expectFewRowsDrawn(tab: Tab): Promise<void> {
  const drawn = await tab.count({ role: 'row', within: productTable(tab) });
  test.expect(drawn).toBeGreaterThan(10);
  test.expect(drawn).toBeLessThan(100);
}

/** The headings that say the table is sorted on them, with the direction (`aria-sort`). */
function sortedHeadings(tab: Tab): Promise<string[]> {
  return tab.evaluate(() =>
    Array.from(
      document.querySelectorAll('th[aria-sort]'),
      (heading) =>
        `${heading.querySelector('button')?.firstChild?.textContent ?? ''}: ${heading.getAttribute('aria-sort') ?? ''}`,
    ),
  );
}

/**
 * Keeps what the page hands the browser to download (the Blob behind the link and the link's file
 * name) and stops the download itself, which each engine handles its own way.
 */
function catchDownloads(tab: Tab): Promise<void> {
  return tab.evaluate(() => {
    const blobs = new Map<string, Blob>();
    const links: { name: string; href: string }[] = [];
    Object.assign(window, { caughtDownloads: { blobs, links } });
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
        if (!(link instanceof HTMLAnchorElement)) return;
        links.push({ name: link.download, href: link.href });
        event.preventDefault();
      },
      true,
    );
  });
}

interface Download {
  /** How many files the page handed over. */
  files: number;
  name: string;
  type: string;
  byteOrderMark: boolean;
  text: string;
}

/** What the page handed over for download, once it has. */
function caughtDownload(tab: Tab): Promise<Download> {
  return tab.until('the page to hand over a file', () =>
    tab.evaluate(async () => {
      type Caught = { blobs: Map<string, Blob>; links: { name: string; href: string }[] };
      const { blobs, links } = (window as unknown as { caughtDownloads: Caught }).caughtDownloads;
      const [link] = links;
      if (!link) return undefined;
      const blob = blobs.get(link.href) ?? new Blob([]);
      const start = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
      return {
        files: links.length,
        name: link.name,
        type: blob.type,
        byteOrderMark: start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf,
        // text() drops the byte order mark
        text: await blob.text(),
      };
    }),
  );
}

inEveryVariant(() => {
  test('a click on a column heading sorts the products as the service sorts them', async ({
    tab,
    request,
  }) => {
    await openProducts(tab);
    await seeRange(tab, 1, 100, TOTAL);
    const unsorted = (await shownIds(tab)).slice(0, 5);
    test.expect(await sortedHeadings(tab)).toEqual([]);

    const table = productTable(tab);
    await tab.click({ role: 'button', name: 'Download', within: table });
    await tab.seeUrl(/^\/products\?sort=download$/);
    await tab.see({
      role: 'button',
      name: tab.say('Download (oplopend gesorteerd)', 'Download (sorted ascending)'),
      within: table,
    });
    const ascending = await listFromApi(request, {
      sort: { download: 'ASC' },
      pagination: { page: 1, per_page: 5 },
    });
    test.expect(ascending.ids).not.toEqual(unsorted);
    await tab.until('the slowest products first', async () =>
      (await shownIds(tab)).slice(0, 5).join() === ascending.ids.join() ? true : undefined,
    );
    test.expect(await sortedHeadings(tab)).toEqual(['Download: ascending']);

    await tab.click({ role: 'button', name: /^Download/, within: table });
    await tab.seeUrl(/^\/products\?sort=-download$/);
    await tab.see({
      role: 'button',
      name: tab.say('Download (aflopend gesorteerd)', 'Download (sorted descending)'),
      within: table,
    });
    const descending = await listFromApi(request, {
      sort: { download: 'DESC' },
      pagination: { page: 1, per_page: 5 },
    });
    await tab.until('the fastest products first', async () =>
      (await shownIds(tab)).slice(0, 5).join() === descending.ids.join() ? true : undefined,
    );
    test.expect(await sortedHeadings(tab)).toEqual(['Download: descending']);
    await seeRange(tab, 1, 100, TOTAL);
    await expectFitsAndAccessible(tab);
  });

  test('a supplier filter keeps only its products and the next page goes on with them', async ({
    tab,
    request,
  }) => {
    await openProducts(tab);
    await seeRange(tab, 1, 100, TOTAL);
    const expected = await listFromApi(request, {
      filter: { supplier: 'tele2' },
      pagination: { page: 1, per_page: 100 },
    });
    test.expect(expected.total).toBeGreaterThan(100);
    test.expect(expected.total).toBeLessThan(TOTAL);

    await tab.fill({ label: tab.say('Filter op Leverancier', 'Filter on Supplier') }, 'tele2');
    await tab.seeUrl(/^\/products\?supplier=tele2$/);
    await seeRange(tab, 1, 100, expected.total);
    await tab.see({
      role: 'button',
      name: tab.say('Filter verwijderen: Leverancier: tele2', 'Remove filter: Supplier: tele2'),
    });
    const supplier = tab.say('Leverancier', 'Supplier');
    const firstPage = await shownRows(tab);
    test.expect(firstPage.length).toBeGreaterThan(5);
    for (const row of firstPage) test.expect(row[supplier]).toBe('TELE2');
    test
      .expect(firstPage.map((row) => Number(row[idHeading(tab)])))
      .toEqual(expected.ids.slice(0, firstPage.length));

    const pages = { role: 'navigation', name: tab.say('Pagina’s', 'Pages') } as const;
    await tab.click({ role: 'button', name: tab.say('Volgende', 'Next'), within: pages });
    await tab.seeUrl(/^\/products\?supplier=tele2&page=2$/);
    await seeRange(tab, 101, 200, expected.total);
    await tab.see({ text: tab.say(/^Pagina 2 van \d+$/, /^Page 2 of \d+$/) });
    const secondPage = await listFromApi(request, {
      filter: { supplier: 'tele2' },
      pagination: { page: 2, per_page: 100 },
    });
    const shown = await shownRows(tab);
    test
      .expect(shown.map((row) => Number(row[idHeading(tab)])))
      .toEqual(secondPage.ids.slice(0, shown.length));
    test.expect(shown[0]).not.toEqual(firstPage[0]);
    for (const row of shown) test.expect(row[supplier]).toBe('TELE2');
    await expectFitsAndAccessible(tab);
  });

  test('10,000 rows on one page: the table says how many, draws those in view and scrolls to the last', async ({
    tab,
  }) => {
    test.slow(); // 5.6 MB to fetch, parse and lay out, in three engines at once
    await openProducts(tab);
    await seeRange(tab, 1, 100, TOTAL);
    await tab.choose({ label: tab.say('Rijen per pagina', 'Rows per page') }, '10000');
    await tab.seeUrl(/^\/products\?per_page=10000$/);
    await seeRange(tab, 1, 10_000, TOTAL, BIG_PAGE_MS);
    const rowCount = await tab.evaluate(() => document.querySelector('table')?.getAttribute('aria-rowcount'));
    test.expect(rowCount).toBe(String(10_000 + 2));
    await expectFewRowsDrawn(tab);

    await tab.evaluate(() => {
      const scroller = document.querySelector('table')?.parentElement;
      scroller?.scrollTo({ top: scroller.scrollHeight });
      scroller?.scrollIntoView({ block: 'end' });
    });
    const last = await tab.until('the last row to be drawn at the end of the table, on screen', () =>
      tab.evaluate(() => {
        const row = document.querySelector('tr[aria-rowindex="10002"]');
        const frame = document.querySelector('table')?.parentElement?.getBoundingClientRect();
        if (!row || !frame) return undefined;
        const box = row.getBoundingClientRect();
        const inTable = box.top >= frame.top && box.bottom <= frame.bottom;
        // on screen as Playwright's toBeInViewport has it: some of it (WebKit's scrollIntoView can stop 2 px short)
        const onScreen = box.top < innerHeight && box.bottom > 0;
        return inTable && onScreen ? (row.querySelector('td')?.textContent ?? '') : undefined;
      }),
    );
    test.expect(last).toBe('10000');
    await expectFewRowsDrawn(tab);
    const overflow = await tab.overflowsSideways();
    test.expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  });

  test('the CSV download holds the filtered products in the table’s order, headed in the page’s language', async ({
    tab,
    request,
  }) => {
    await openProducts(tab, '?sort=-download,product_id&supplier=tele2');
    const expected = await listFromApi(request, {
      filter: { supplier: 'tele2' },
      sort: { download: 'DESC', product_id: 'ASC' },
      pagination: { page: 1, per_page: 0 },
    });
    await seeRange(tab, 1, 100, expected.total);
    const shown = await shownRows(tab);
    test.expect(shown.length).toBeGreaterThan(5);

    await catchDownloads(tab);
    await tab.click({ role: 'button', name: tab.say('CSV downloaden', 'Download CSV') });
    const download = await caughtDownload(tab);
    test.expect(download.files).toBe(1);
    test
      .expect(download.name)
      .toMatch(
        tab.say(/^carrierproducten-\d{4}-\d{2}-\d{2}\.csv$/, /^carrier-products-\d{4}-\d{2}-\d{2}\.csv$/),
      );
    test.expect(download.type).toBe('text/csv;charset=utf-8');
    test.expect(download.byteOrderMark).toBe(true);
    test.expect(download.text.endsWith('\r\n')).toBe(true);
    // Dutch Excel splits on semicolons, English on commas
    test
      .expect(download.text.slice(0, download.text.indexOf('\r\n')))
      .toMatch(
        tab.say(/^Product-id;Naam;Leverancier;Carriertype;/, /^Product id,Name,Supplier,Carrier type,/),
      );
    const [headings, ...records] = parse(download.text, {
      delimiter: tab.say(';', ','),
      bom: true,
    }) as string[][];
    test.expect(headings).toHaveLength(PRODUCT_ATTRIBUTES);
    for (const record of records) test.expect(record).toHaveLength(PRODUCT_ATTRIBUTES);
    const [id, supplier, active] = tab
      .say(['Product-id', 'Leverancier', 'Actief'], ['Product id', 'Supplier', 'Active'])
      .map((name) => headings!.indexOf(name)) as [number, number, number];
    test.expect(records.map((record) => Number(record[id]))).toEqual(expected.ids);
    // the table's rows are the file's first rows
    shown.forEach((row, index) => {
      test.expect(records[index]![id]).toBe(row[idHeading(tab)]);
      test.expect(records[index]![supplier]).toBe(row[tab.say('Leverancier', 'Supplier')]);
    });
    for (const record of records)
      test.expect(tab.say(['Ja', 'Nee'], ['Yes', 'No'])).toContain(record[active]);
    const fileName = download.name;
    await tab.see({
      text: tab.say(
        `${fileName} gedownload (${formatNumber(tab, expected.total)} producten).`,
        `${fileName} downloaded (${formatNumber(tab, expected.total)} products).`,
      ),
    });
    await expectFitsAndAccessible(tab);
  });
});
