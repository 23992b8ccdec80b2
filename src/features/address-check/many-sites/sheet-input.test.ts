import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { readPastedText, readSheetFile } from './sheet-input.ts';
import {
  MAX_CELL_CHARS,
  MAX_COLUMNS,
  MAX_FILE_BYTES,
  MAX_PASTE_CHARS,
  MAX_SITES,
  MAX_UNPACKED_BYTES,
  type SheetReading,
} from './sheet-reading.ts';
import { capSheetXml } from './sheet-xml.ts';
import { SHEET_END, SHEET_START, row, workbookWith, zipBomb, zipOf } from './testing/workbooks.ts';
import { declaresTooMuch, unpackWorkbook, zipEntries } from './workbook-zip.ts';

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

describe('the caps: a list from a stranger', () => {
  const deflateRaw = (bytes: Uint8Array, flush: boolean) =>
    new Uint8Array(
      deflateRawSync(bytes, { level: 9, ...(flush ? { finishFlush: constants.Z_FULL_FLUSH } : {}) }),
    );
  const tooLarge = { ok: false, problem: { kind: 'workbook-too-large', limit: MAX_UNPACKED_BYTES } };
  const notASpreadsheet = { ok: false, problem: { kind: 'not-a-spreadsheet' } };
  const xlsx = (bytes: Uint8Array<ArrayBuffer>) => named([bytes], 'vestigingen.xlsx');

  it(`keeps ${MAX_COLUMNS} columns of a heading row of 1,000,000 semicolons, and says how wide the list was`, async () => {
    // the file that made the page hang: 1 MB, its heading row 1,000,001 columns wide
    const heading = `Kolom A;Kolom B;${';'.repeat(999_998)}Opmerking`;
    const file = named([`${heading}\r\n1012AB;1\r\n3011AB;2\r\n`], 'breed.csv');
    expect(file.size).toBeGreaterThan(1_000_000);
    const reading = await readSheetFile(file);
    expect(reading.ok && reading.rows.map((row) => row.cells.length)).toEqual([MAX_COLUMNS, 2, 2]);
    expect(reading.ok && reading.rows[0]!.cells.slice(0, 3)).toEqual(['Kolom A', 'Kolom B', '']);
    expect(reading.ok && reading.cuts).toEqual({ widestColumn: 1_000_001, cutCells: 0, firstCutLine: 0 });
  });

  it('leaves empty columns after the last one out without a word', () => {
    const reading = readPastedText(`postcode;nr${';'.repeat(200)}\n1012AB;1${';'.repeat(200)}`);
    expect(reading.ok && reading.rows.map((row) => row.cells.length)).toEqual([MAX_COLUMNS, MAX_COLUMNS]);
    expect(reading.ok && reading.cuts).toBeUndefined();
  });

  it(`cuts a cell after ${MAX_CELL_CHARS} characters, never in half a character, and counts the cuts`, () => {
    const text = [
      'postcode;nr;naam',
      `1012AB;1;${'x'.repeat(10_000)}`,
      `3011AB;2;${'y'.repeat(MAX_CELL_CHARS)}`,
      `3011AC;3;${'z'.repeat(MAX_CELL_CHARS - 1)}😀`,
    ].join('\n');
    const reading = readPastedText(text);
    if (!reading.ok) throw new Error('not read');
    expect(reading.rows.map((row) => row.cells[2])).toEqual([
      'naam',
      'x'.repeat(MAX_CELL_CHARS),
      'y'.repeat(MAX_CELL_CHARS),
      'z'.repeat(MAX_CELL_CHARS - 1),
    ]);
    expect(reading.cuts).toEqual({ widestColumn: 0, cutCells: 2, firstCutLine: 2 });
  });

  it('refuses pasted text longer than the largest file before reading it', () => {
    expect(readPastedText(';'.repeat(MAX_PASTE_CHARS + 1))).toEqual({
      ok: false,
      problem: { kind: 'pasted-too-long', chars: MAX_PASTE_CHARS + 1, limit: MAX_PASTE_CHARS },
    });
  });

  it('reads the sizes a zip declares from its central directory', () => {
    const zip = zipOf([
      { name: 'xl/workbook.xml', data: new Uint8Array(10) },
      { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(20), method: 8, size: 4_000_000_000 },
    ]);
    expect(zipEntries(zip)).toEqual([
      { name: 'xl/workbook.xml', method: 0, compressedSize: 10, size: 10, offset: 0 },
      { name: 'xl/worksheets/sheet1.xml', method: 8, compressedSize: 20, size: 4_000_000_000, offset: 55 },
    ]);
    expect(zipEntries(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
  });

  it('finds too much in what a zip declares: in all, or packed more tightly than a sheet can be', () => {
    const part = (name: string, size: number, compressedSize: number) => ({
      name,
      method: 8,
      size,
      compressedSize,
      offset: 0,
    });
    const limit = 50 * 1024 * 1024;
    expect(declaresTooMuch([part('xl/worksheets/sheet1.xml', 4_000_000_000, 4_000_000)], limit)).toBe(true);
    expect(
      declaresTooMuch(
        [
          part('xl/worksheets/sheet1.xml', 30_000_000, 3_000_000),
          part('xl/sharedStrings.xml', 30_000_000, 3_000_000),
        ],
        limit,
      ),
    ).toBe(true);
    // 2 MB from 1 kB: no spreadsheet packs so tightly
    expect(declaresTooMuch([part('xl/worksheets/sheet1.xml', 2_000_000, 1_000)], limit)).toBe(true);
    expect(declaresTooMuch([part('xl/worksheets/sheet1.xml', 2_000_000, 100_000)], limit)).toBe(false);
    // a small part may pack tightly; a picture is never unpacked
    expect(declaresTooMuch([part('xl/styles.xml', 900_000, 100)], limit)).toBe(false);
    expect(declaresTooMuch([part('xl/media/image1.png', 4_000_000_000, 100)], limit)).toBe(false);
  });

  it('refuses a workbook whose sheet declares gigabytes without unpacking it', async () => {
    // not deflate data at all: were it unpacked, it would be "not a spreadsheet"
    const zip = workbookWith({ data: new Uint8Array(1000).fill(0xff), method: 8, size: 4_000_000_000 });
    expect(await readSheetFile(xlsx(zip))).toEqual(tooLarge);
  });

  it(`stops unpacking a sheet that lies about its size after ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`, async () => {
    const bomb = zipBomb(deflateRaw, 64 * 1024 * 1024, 100_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(unpackWorkbook(bomb, MAX_UNPACKED_BYTES)).toEqual({ ok: false, problem: 'too-large' });
    expect(await readSheetFile(xlsx(bomb))).toEqual(tooLarge);
  });

  it('refuses an honest bomb of gigabytes under 5 MB before unpacking it', async () => {
    const bomb = zipBomb(deflateRaw, 3000 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(MAX_FILE_BYTES);
    expect(await readSheetFile(xlsx(bomb))).toEqual(tooLarge);
  });

  it(`keeps ${MAX_COLUMNS} columns of a sheet and says how far its values went`, async () => {
    const sheet = [
      SHEET_START,
      row(1, ['Postcode', 'Huisnummer']),
      row(2, ['1012AB', '1']).replace(
        '</row>',
        '<c r="XFD2" t="inlineStr"><is><t>ver weg</t></is></c></row>',
      ),
      row(3, ['3011AB', '2']).replace('</row>', '<c r="BH3" s="1"/></row>'),
      // Excel's last row, empty: read as nothing
      '<row r="1048576"><c r="A1048576" s="1"/></row>',
      SHEET_END,
    ].join('');
    const reading = await readSheetFile(xlsx(workbookWith(sheet)));
    expect(rowsOf(reading)).toEqual([
      { line: 1, cells: ['Postcode', 'Huisnummer'] },
      { line: 2, cells: ['1012AB', '1'] },
      { line: 3, cells: ['3011AB', '2'] },
    ]);
    expect(reading.ok && reading.cuts).toEqual({ widestColumn: 16_384, cutCells: 0, firstCutLine: 0 });
  });

  it('checks every sheet, whichever the workbook seems to name first', async () => {
    // a commented-out <sheet> comes first to a pattern, not to the XML reader
    const workbook =
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<!-- <sheet name="Lokaas" sheetId="9" r:id="rId9"/> --><sheets><sheet name="Vestigingen" sheetId="1" r:id="rId1"/></sheets></workbook>';
    const relations =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/lokaas.xml"/>' +
      '</Relationships>';
    const parts = {
      'xl/workbook.xml': workbook,
      'xl/_rels/workbook.xml.rels': relations,
      'xl/worksheets/lokaas.xml': `${SHEET_START}${SHEET_END}`,
    };
    const beyondExcel = '<row r="1"><c r="XFE1"><v>1</v></c></row>';
    expect(
      await readSheetFile(xlsx(workbookWith(`${SHEET_START}${beyondExcel}${SHEET_END}`, parts))),
    ).toEqual(notASpreadsheet);
    const wide = [
      SHEET_START,
      row(1, ['1012AB', '1']).replace('</row>', '<c r="BZ1"><v>7</v></c></row>'),
      SHEET_END,
    ];
    expect(rowsOf(await readSheetFile(xlsx(workbookWith(wide.join(''), parts))))).toEqual([
      { line: 1, cells: ['1012AB', '1'] },
    ]);
  });

  it('cuts a long cell of a sheet as it cuts one of a CSV', async () => {
    const sheet = [SHEET_START, row(1, ['1012AB', '1', 'x'.repeat(2000)]), SHEET_END].join('');
    const reading = await readSheetFile(xlsx(workbookWith(sheet)));
    expect(rowsOf(reading)).toEqual([{ line: 1, cells: ['1012AB', '1', 'x'.repeat(MAX_CELL_CHARS)] }]);
    expect(reading.ok && reading.cuts).toEqual({ widestColumn: 0, cutCells: 1, firstCutLine: 1 });
  });

  it('refuses a sheet with a row or cell beyond what Excel allows, before reading it', async () => {
    const sheets = [
      '<row r="99999999"/>',
      '<row r="1e9"/>',
      "<row r='1048577'></row>",
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
      '<row r="1"><c r="A0"><v>1</v></c></row>',
      '<row r="1"><c x=">" r="zzzzzzzz1"><v>1</v></c></row>',
    ];
    for (const rows of sheets) {
      expect(capSheetXml(`${SHEET_START}${rows}${SHEET_END}`, MAX_COLUMNS)).toEqual({ ok: false });
      expect(await readSheetFile(xlsx(workbookWith(`${SHEET_START}${rows}${SHEET_END}`)))).toEqual(
        notASpreadsheet,
      );
    }
  });

  it('leaves the cells after the last column out of the XML, with or without a prefix', () => {
    const xml = `<x:row r="2"><x:c r="B2"><x:v>1</x:v></x:c><x:c r="AY2" t="s"><x:v>3</x:v></x:c><x:c r="AZ2"/></x:row>`;
    expect(capSheetXml(xml, MAX_COLUMNS)).toEqual({
      ok: true,
      xml: '<x:row r="2"><x:c r="B2"><x:v>1</x:v></x:c></x:row>',
      widestColumn: 51,
    });
  });
});
