/**
 * Files for e2e/many-sites.spec.ts: lists to give the page (an .xlsx, a CSV far too long, an image)
 * and readers of what its exports carry (the CSV and the .xlsx), in the shape the table shows.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile, { type SheetData } from 'write-excel-file/universal';

export interface ListAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

/** `1012AB` as people write it: `1012 AB`. */
export const pretty = (zipcode: string) => `${zipcode.slice(0, 4)} ${zipcode.slice(4)}`;

/** An .xlsx as an English Excel user makes it: headings in English, house numbers as numbers. */
export async function englishWorkbook(
  addresses: readonly ListAddress[],
  reference: (index: number) => string,
): Promise<Buffer> {
  const data: SheetData = [
    ['Reference', 'Postcode', 'House number', 'Extension'].map((value) => ({ value, fontWeight: 'bold' })),
    ...addresses.map((address, index) => [
      { value: reference(index), type: String },
      { value: pretty(address.zipcode), type: String },
      { value: address.housenr, type: Number },
      address.housenrext ? { value: address.housenrext, type: String } : null,
    ]),
  ];
  const blob = await writeExcelFile(data).toBlob();
  return Buffer.from(await blob.arrayBuffer());
}

/** A CSV of `rows` data rows below a heading: one valid address over and over. */
export function longCsv(rows: number): Buffer {
  return Buffer.from(`Postcode;Huisnummer\r\n${'1012 AB;1\r\n'.repeat(rows)}`, 'utf8');
}

/** The first bytes of a PNG: its signature and the start of its IHDR chunk. */
export const PNG_HEADER = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00, 0x5c, 0x72, 0xa8, 0x66,
]);

/** One row of the results table as the page shows it (the columns both exports share with it). */
export interface ShownRow {
  line: string;
  reference: string;
  address: string;
  connection: string;
}

/** The export's columns the table shows too, by their Dutch headings. */
const COLUMNS = ['Regel', 'Referentie', 'Postcode', 'Huisnummer', 'Toevoeging', 'Adres volgens de dienst'];
const CONNECTION = 'Aansluiting';
const STATUS = 'Status';

/**
 * An exported row as the table shows it: the address with the postcode before the city (or the
 * address as listed when the service named none), and "Niet leverbaar" where the export says "Geen".
 */
function shownRow(cells: Record<string, string>): ShownRow {
  const zipcode = pretty(cells.Postcode ?? '');
  const named = cells['Adres volgens de dienst'] ?? '';
  const address = named
    ? named.replace(/, (?=[^,]*$)/, `, ${zipcode} `)
    : `${zipcode} ${cells.Huisnummer}${cells.Toevoeging ? ` ${cells.Toevoeging}` : ''}`;
  const status = cells[STATUS] ?? '';
  const connection = cells[CONNECTION] ?? '';
  return {
    line: cells.Regel ?? '',
    reference: cells.Referentie ?? '',
    address,
    connection: status !== 'Gecontroleerd' ? status : connection === 'Geen' ? 'Niet leverbaar' : connection,
  };
}

function byHeading(headings: readonly string[], row: readonly string[]): Record<string, string> {
  for (const column of [...COLUMNS, CONNECTION, STATUS])
    if (!headings.includes(column))
      throw new Error(`the export has no column ${column}: ${headings.join(' | ')}`);
  return Object.fromEntries(headings.map((heading, index) => [heading, row[index] ?? '']));
}

/** The downloaded CSV (without its BOM) as rows of cells, as Dutch Excel would split it. */
export function csvCells(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text, {
    delimiter: ';',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  if (errors.length > 0) throw new Error(`the CSV does not parse: ${JSON.stringify(errors)}`);
  return data;
}

export function csvRows(cells: readonly string[][]): ShownRow[] {
  const [headings = [], ...rows] = cells;
  return rows.map((row) => shownRow(byHeading(headings, row)));
}

/** The downloaded .xlsx's first sheet, each cell as read (numbers stay numbers). */
export async function xlsxCells(file: Buffer) {
  return readSheet(file);
}

export function xlsxRows(sheet: Awaited<ReturnType<typeof xlsxCells>>): ShownRow[] {
  const [headings = [], ...rows] = sheet;
  return rows.map((row) =>
    shownRow(
      byHeading(
        headings.map((cell) => String(cell)),
        row.map((cell) => (cell === null ? '' : String(cell))),
      ),
    ),
  );
}
