import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import {
  MAX_FILE_BYTES,
  MAX_SITES,
  readPastedText,
  readSheetFile,
  type SheetReading,
} from './sheet-input.ts';

const named = (parts: BlobPart[], name: string): Blob & { name: string } =>
  Object.assign(new Blob(parts), { name });
const rowsOf = (reading: SheetReading) => (reading.ok ? reading.rows : reading.problem);

describe('readSheetFile: text', () => {
  it('reads CSV as Dutch Excel writes it: BOM, semicolons, CRLF', async () => {
    const csv =
      '\uFEFFPostcode;Huisnummer;Toevoeging;Naam\r\n1012 AB;1;A;Kantoor, Amsterdam\r\n3011AB;12;;Depot\r\n';
    expect(rowsOf(await readSheetFile(named([csv], 'vestigingen.csv')))).toEqual([
      { line: 1, cells: ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'] },
      { line: 2, cells: ['1012 AB', '1', 'A', 'Kantoor, Amsterdam'] },
      { line: 3, cells: ['3011AB', '12', '', 'Depot'] },
    ]);
  });

  it('reads CSV with commas', async () => {
    expect(rowsOf(await readSheetFile(named(['1012AB,1,\n3011AB,12,b\n'], 'sites.csv')))).toEqual([
      { line: 1, cells: ['1012AB', '1', ''] },
      { line: 2, cells: ['3011AB', '12', 'b'] },
    ]);
  });

  it('reads a single Dutch row on semicolons', async () => {
    expect(rowsOf(await readSheetFile(named(['1012 AB;1;A'], 'een.csv')))).toEqual([
      { line: 1, cells: ['1012 AB', '1', 'A'] },
    ]);
  });

  it('reads Windows-1252 text (Excel on Windows) and UTF-16 with a BOM (Excel’s Unicode text)', async () => {
    const ansi = new Uint8Array([...new TextEncoder().encode('postcode;naam\r\n1012AB;Caf'), 0xe9]);
    expect(rowsOf(await readSheetFile(named([ansi], 'ansi.csv')))).toEqual([
      { line: 1, cells: ['postcode', 'naam'] },
      { line: 2, cells: ['1012AB', 'Café'] },
    ]);
    const utf16 = new Uint8Array(Buffer.from('\uFEFFpostcode\tnr\r\n1012AB\t1\r\n', 'utf16le'));
    expect(rowsOf(await readSheetFile(named([utf16], 'unicode.txt')))).toEqual([
      { line: 1, cells: ['postcode', 'nr'] },
      { line: 2, cells: ['1012AB', '1'] },
    ]);
  });

  it('reads a file without a name by its content', async () => {
    expect(rowsOf(await readSheetFile(new Blob(['postcode,nr\n1012AB,1'])))).toEqual([
      { line: 1, cells: ['postcode', 'nr'] },
      { line: 2, cells: ['1012AB', '1'] },
    ]);
  });
});

describe('readPastedText', () => {
  it('splits rows pasted from a spreadsheet on tabs', () => {
    expect(rowsOf(readPastedText('Postcode\tHuisnummer\tNaam\n1012 AB\t1\tKantoor; Noord\n'))).toEqual([
      { line: 1, cells: ['Postcode', 'Huisnummer', 'Naam'] },
      { line: 2, cells: ['1012 AB', '1', 'Kantoor; Noord'] },
    ]);
  });

  it('keeps delimiters, quotes and line ends inside quoted cells and counts such a row once', () => {
    const text = 'postcode;nr;naam\r\n1012AB;1;"Kantoor; ""Noord""\r\n2e etage"\r\n3011AB;2;Depot';
    expect(rowsOf(readPastedText(text))).toEqual([
      { line: 1, cells: ['postcode', 'nr', 'naam'] },
      { line: 2, cells: ['1012AB', '1', 'Kantoor; "Noord"\n2e etage'] },
      { line: 3, cells: ['3011AB', '2', 'Depot'] },
    ]);
  });

  it('splits on the semicolon when it ties with a comma (a Dutch decimal comma)', () => {
    expect(rowsOf(readPastedText('1012AB;12,5'))).toEqual([{ line: 1, cells: ['1012AB', '12,5'] }]);
  });

  it('ignores delimiters inside quotes when choosing the delimiter', () => {
    expect(rowsOf(readPastedText('"a,b,c,d";x\n1012AB;1'))).toEqual([
      { line: 1, cells: ['a,b,c,d', 'x'] },
      { line: 2, cells: ['1012AB', '1'] },
    ]);
  });

  it('drops blank rows but keeps the line numbers of the rows after them', () => {
    expect(rowsOf(readPastedText('postcode,nr\n\n1012AB , 1 \n , \n\n3011AB,2\n\n'))).toEqual([
      { line: 1, cells: ['postcode', 'nr'] },
      { line: 3, cells: ['1012AB', '1'] },
      { line: 6, cells: ['3011AB', '2'] },
    ]);
  });

  it('splits on LF and CRLF in one text', () => {
    expect(rowsOf(readPastedText('1012AB;1\r\n3011AB;2\n3011AC;3'))).toEqual([
      { line: 1, cells: ['1012AB', '1'] },
      { line: 2, cells: ['3011AB', '2'] },
      { line: 3, cells: ['3011AC', '3'] },
    ]);
  });

  it('calls blank text, or a heading without rows, empty', () => {
    expect(readPastedText('')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readPastedText(' \n;;\n\t\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readPastedText('Postcode;Huisnummer\r\n\r\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it(`takes ${MAX_SITES} rows after a heading, or without one, and no more`, () => {
    const data = Array.from({ length: MAX_SITES }, (_, index) => `1012AB;${index + 1}`);
    expect(readPastedText(['postcode;nr', ...data].join('\n')).ok).toBe(true);
    expect(readPastedText(data.join('\n')).ok).toBe(true);
    expect(readPastedText([...data, '3011AB;1'].join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'too-many-rows', rows: MAX_SITES + 1, limit: MAX_SITES },
    });
  });
});

describe('readSheetFile: xlsx', () => {
  it('reads the first sheet, numbers as plain text and empty cells as ""', async () => {
    const date = new Date(Date.UTC(2024, 0, 2));
    const blob = await writeExcelFile([
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Referentie'],
      ['1012 AB', 12, null, '  Kantoor  '],
      [],
      ['3011AB', 1234567, 'a', 10045],
      [true, 2.5, { value: date, format: 'dd-mm-yyyy' }, null],
    ]).toBlob();
    expect(rowsOf(await readSheetFile(Object.assign(blob, { name: 'vestigingen.xlsx' })))).toEqual([
      { line: 1, cells: ['Postcode', 'Huisnummer', 'Toevoeging', 'Referentie'] },
      { line: 2, cells: ['1012 AB', '12', '', 'Kantoor'] },
      { line: 4, cells: ['3011AB', '1234567', 'a', '10045'] },
      { line: 5, cells: ['true', '2.5', String(date), ''] },
    ]);
  });

  it('reads a workbook by its content whatever its name', async () => {
    const blob = await writeExcelFile([['1012AB', 1]]).toBlob();
    expect(rowsOf(await readSheetFile(Object.assign(blob, { name: 'download' })))).toEqual([
      { line: 1, cells: ['1012AB', '1'] },
    ]);
  });

  it('calls a workbook with only a heading empty', async () => {
    const blob = await writeExcelFile([['Postcode', 'Huisnummer']]).toBlob();
    expect(await readSheetFile(blob)).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});

describe('readSheetFile: what it refuses', () => {
  const notASpreadsheet = { ok: false, problem: { kind: 'not-a-spreadsheet' } };
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);

  it('refuses an image, also when it is named .csv', async () => {
    expect(await readSheetFile(named([png], 'logo.png'))).toEqual(notASpreadsheet);
    expect(await readSheetFile(named([png], 'sites.csv'))).toEqual(notASpreadsheet);
  });

  it('refuses text with a NUL in it', async () => {
    const text = `postcode;nr\n${'1012AB;1\n'.repeat(200)}\0`;
    expect(await readSheetFile(named([text], 'sites.csv'))).toEqual(notASpreadsheet);
  });

  it('refuses binary text without NULs', async () => {
    const noise = Uint8Array.from({ length: 4000 }, (_, index) => (index * 7919) % 255 || 1);
    expect(await readSheetFile(named([noise], 'data.txt'))).toEqual(notASpreadsheet);
  });

  it('refuses an old .xls, a zip that is no workbook, and text named .xlsx', async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await readSheetFile(named([xls], 'oud.xls'))).toEqual(notASpreadsheet);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 1, 2, 3, 4]);
    expect(await readSheetFile(named([zip], 'archief.zip'))).toEqual(notASpreadsheet);
    expect(await readSheetFile(named(['1012AB;1'], 'sites.xlsx'))).toEqual(notASpreadsheet);
  });

  it('calls an empty file empty', async () => {
    expect(await readSheetFile(named([], 'leeg.csv'))).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(await readSheetFile(named(['\uFEFF\r\n\r\n'], 'leeg.csv'))).toEqual({
      ok: false,
      problem: { kind: 'empty' },
    });
  });

  it('refuses a file over the limit without reading it', async () => {
    const file = Object.assign(new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]), {
      name: 'groot.csv',
      arrayBuffer: () => Promise.reject(new Error('read')),
    });
    expect(await readSheetFile(file)).toEqual({
      ok: false,
      problem: { kind: 'too-large', bytes: MAX_FILE_BYTES + 1, limit: MAX_FILE_BYTES },
    });
  });

  it('refuses 100,000 rows, counting them', async () => {
    const lines = [
      'Postcode;Huisnummer',
      ...Array.from({ length: 100_000 }, (_, index) => `1012AB;${index + 1}`),
    ];
    const file = named([`\uFEFF${lines.join('\r\n')}\r\n`], 'alles.csv');
    const reading = await readSheetFile(file);
    expect(reading).toEqual({
      ok: false,
      problem: { kind: 'too-many-rows', rows: 100_000, limit: MAX_SITES },
    });
  });
});
