/**
 * Workbooks made byte by byte for the tests of a list's reading (sheet-input.test.ts and
 * e2e/hostile-sheets.spec.ts): a zip whose entries may declare any size, and the few XML parts an
 * .xlsx needs around its sheet. Packing is left to the caller (node:zlib), so that a test can build
 * a stream that unpacks to gigabytes from a few megabytes.
 */

export interface ZipPart {
  name: string;
  /** The entry's bytes as they stand in the zip: packed already when `method` is 8. */
  data: Uint8Array;
  method?: 0 | 8;
  /** The unpacked size the entry declares: by default the truth for a stored entry. */
  size?: number;
  crc?: number;
}

const encoder = new TextEncoder();

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of the parts, each declaring its `size` in its local header and in the central directory. */
export function zipOf(parts: readonly ZipPart[]): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const method = part.method ?? 0;
    const size = part.size ?? part.data.length;
    const crc = part.crc ?? (method === 0 ? crc32(part.data) : 0);
    const local = new Uint8Array(30 + name.length);
    const head = new DataView(local.buffer);
    head.setUint32(0, 0x04034b50, true);
    head.setUint16(4, 20, true);
    head.setUint16(8, method, true);
    head.setUint32(14, crc, true);
    head.setUint32(18, part.data.length, true);
    head.setUint32(22, size, true);
    head.setUint16(26, name.length, true);
    local.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const listed = new DataView(entry.buffer);
    listed.setUint32(0, 0x02014b50, true);
    listed.setUint16(4, 20, true);
    listed.setUint16(6, 20, true);
    listed.setUint16(10, method, true);
    listed.setUint32(16, crc, true);
    listed.setUint32(20, part.data.length, true);
    listed.setUint32(24, size, true);
    listed.setUint16(28, name.length, true);
    listed.setUint32(42, offset, true);
    entry.set(name, 46);
    locals.push(local, part.data);
    directory.push(entry);
    offset += local.length + part.data.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const end = new Uint8Array(22);
  const tail = new DataView(end.buffer);
  tail.setUint32(0, 0x06054b50, true);
  tail.setUint16(8, parts.length, true);
  tail.setUint16(10, parts.length, true);
  tail.setUint32(12, directorySize, true);
  tail.setUint32(16, offset, true);
  const all = [...locals, ...directory, end];
  const zip = new Uint8Array(all.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of all) {
    zip.set(piece, at);
    at += piece.length;
  }
  return zip;
}

export const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';

/** A row of inline strings, `r` its row number: `row(2, ['1012AB', '1'])`. */
export function row(r: number, cells: readonly string[], firstColumn = 1): string {
  const column = (index: number) => {
    let letters = '';
    for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
      letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
    return letters;
  };
  const xml = cells
    .map(
      (cell, index) => `<c r="${column(firstColumn + index)}${r}" t="inlineStr"><is><t>${cell}</t></is></c>`,
    )
    .join('');
  return `<row r="${r}">${xml}</row>`;
}

/** The parts of an .xlsx around its one sheet, stored. */
const AROUND_THE_SHEET: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Vestigingen" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '</Relationships>',
};

/**
 * An .xlsx whose first sheet is `sheet`: XML to store as it is, or an entry packed already. `parts`
 * adds parts, or stands in for those around the sheet.
 */
export function workbookWith(
  sheet: string | Omit<ZipPart, 'name'>,
  parts: Record<string, string> = {},
): Uint8Array<ArrayBuffer> {
  const around = Object.entries({ ...AROUND_THE_SHEET, ...parts }).map(([name, xml]) => ({
    name,
    data: encoder.encode(xml),
  }));
  const sheetPart =
    typeof sheet === 'string'
      ? { name: 'xl/worksheets/sheet1.xml', data: encoder.encode(sheet) }
      : { name: 'xl/worksheets/sheet1.xml', ...sheet };
  return zipOf([...around, sheetPart]);
}

/** Raw deflate (node:zlib's deflateRawSync): `flush` ends on a full flush, the stream left open. */
export type DeflateRaw = (bytes: Uint8Array, flush: boolean) => Uint8Array;

/**
 * A zip bomb: an .xlsx whose sheet unpacks to at least `unpackedBytes` of empty rows (`<row/>`, 6
 * bytes each), packed once as a piece of about 1 MB and repeated (each piece a full flush, so it may
 * follow any other), in about a 670th of that: 3,000 MB in 4.7 MB. The sheet declares
 * `declaredBytes` (by default the truth).
 */
export function zipBomb(
  deflateRaw: DeflateRaw,
  unpackedBytes: number,
  declaredBytes?: number,
): Uint8Array<ArrayBuffer> {
  const rows = '<row/>';
  const piece = encoder.encode(rows.repeat(Math.ceil((1024 * 1024) / rows.length)));
  const times = Math.ceil(unpackedBytes / piece.length);
  const start = deflateRaw(encoder.encode(SHEET_START), true);
  const packedPiece = deflateRaw(piece, true);
  const end = deflateRaw(encoder.encode(SHEET_END), false);
  const data = new Uint8Array(start.length + packedPiece.length * times + end.length);
  data.set(start, 0);
  for (let index = 0; index < times; index++)
    data.set(packedPiece, start.length + index * packedPiece.length);
  data.set(end, start.length + packedPiece.length * times);
  const size = SHEET_START.length + piece.length * times + SHEET_END.length;
  return workbookWith({ data, method: 8, size: declaredBytes ?? Math.min(size, 0xffffffff) });
}
