import { zipSync } from 'fflate';
import Papa from 'papaparse';
import type { SheetData } from 'read-excel-file/universal';
import { capSheetXml, firstSheetPath } from './sheet-xml.ts';
import {
  MAX_CELL_CHARS,
  MAX_COLUMNS,
  MAX_FILE_BYTES,
  MAX_SITES,
  MAX_UNPACKED_BYTES,
  type SheetCuts,
  type SheetReading,
  type SheetRow,
  failure,
  looksLikeData,
  pastedTooLong,
} from './sheet-reading.ts';
import { unpackWorkbook } from './workbook-zip.ts';

/**
 * The readers of a list, pure (sheet-reader.worker.ts runs them off the page). Every way in has the
 * same caps: MAX_COLUMNS columns, MAX_CELL_CHARS characters a cell, MAX_SITES rows; a workbook
 * unpacks to MAX_UNPACKED_BYTES at most.
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: the legacy binary `.xls`. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const WORKBOOK_NAME = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** A dropped or chosen file: `.xlsx` (first sheet) or delimited text (CSV, tab-separated). */
export async function readSheetFile(file: Blob & { name?: string }): Promise<SheetReading> {
  if (file.size > MAX_FILE_BYTES) {
    return failure({ kind: 'too-large', bytes: file.size, limit: MAX_FILE_BYTES });
  }
  if (file.size === 0) return failure({ kind: 'empty' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (startsWith(bytes, ZIP_MAGIC)) return readWorkbook(bytes);
  if (startsWith(bytes, OLE_MAGIC) || WORKBOOK_NAME.test(file.name ?? '')) {
    return failure({ kind: 'not-a-spreadsheet' });
  }
  const text = decodeText(bytes);
  return text === null ? failure({ kind: 'not-a-spreadsheet' }) : readDelimitedText(text);
}

/** Rows pasted from a spreadsheet (tab-separated) or CSV text with `;`, `,` or tab between cells. */
export function readPastedText(text: string): SheetReading {
  return pastedTooLong(text) ?? readDelimitedText(text);
}

function readDelimitedText(text: string): SheetReading {
  // One kind of line end, so that a file mixing CRLF and LF splits on both.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(source, { delimiter: detectDelimiter(source), newline: '\n' });
  return checkedRows(data);
}

async function readWorkbook(bytes: Uint8Array): Promise<SheetReading> {
  const unpacked = unpackWorkbook(bytes, MAX_UNPACKED_BYTES);
  if (!unpacked.ok) {
    return unpacked.problem === 'too-large'
      ? failure({ kind: 'workbook-too-large', limit: MAX_UNPACKED_BYTES })
      : failure({ kind: 'not-a-spreadsheet' });
  }
  const { parts } = unpacked;
  const text = (name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : '');
  // every part with sheet data is capped, whatever the workbook says its sheets are; the note is
  // about the first sheet, the one read, where it can be told
  const first = firstSheetPath(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels'));
  let widestColumn = 0;
  let widestOfFirst: number | null = null;
  for (const name of Object.keys(parts)) {
    const xml = text(name);
    if (!xml.includes('sheetData')) continue;
    const capped = capSheetXml(xml, MAX_COLUMNS);
    if (!capped.ok) return failure({ kind: 'not-a-spreadsheet' });
    parts[name] = new TextEncoder().encode(capped.xml);
    widestColumn = Math.max(widestColumn, capped.widestColumn);
    if (name === first) widestOfFirst = capped.widestColumn;
  }
  // read-excel-file unzips itself: it gets the parts again, stored, so that it has nothing to inflate
  const stored = zipSync(parts, { level: 0 });
  // the .xlsx reader is fetched only when a workbook comes in
  const { readSheet } = await import('read-excel-file/universal');
  let sheet: SheetData;
  try {
    sheet = await readSheet(stored.buffer as ArrayBuffer);
  } catch {
    return failure({ kind: 'not-a-spreadsheet' });
  }
  return checkedRows(
    sheet.map((cells) => cells.map((cell) => (cell === null ? '' : String(cell)))),
    widestOfFirst ?? widestColumn,
  );
}

/**
 * Trims the cells, keeps MAX_COLUMNS of them and cuts each to MAX_CELL_CHARS, numbers the rows,
 * drops the blank ones and checks that there is something, but not too much. `widestColumn`: a
 * column beyond MAX_COLUMNS with a value, found before (in a workbook's XML).
 */
export function checkedRows(table: readonly (readonly string[])[], widestColumn = 0): SheetReading {
  const rows: SheetRow[] = [];
  const cuts: SheetCuts = { widestColumn, cutCells: 0, firstCutLine: 0 };
  table.forEach((raw, index) => {
    const line = index + 1;
    for (let column = raw.length - 1; column >= MAX_COLUMNS && column >= cuts.widestColumn; column--) {
      if (raw[column]!.trim() !== '') {
        cuts.widestColumn = column + 1;
        break;
      }
    }
    const cells = raw.slice(0, MAX_COLUMNS).map((cell) => {
      const trimmed = cell.trim();
      if (trimmed.length <= MAX_CELL_CHARS) return trimmed;
      cuts.cutCells++;
      cuts.firstCutLine ||= line;
      return cutCell(trimmed);
    });
    if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
  });
  const first = rows[0];
  const dataRows = first && looksLikeData(first.cells) ? rows.length : rows.length - 1;
  if (dataRows <= 0) return failure({ kind: 'empty' });
  if (dataRows > MAX_SITES) return failure({ kind: 'too-many-rows', rows: dataRows, limit: MAX_SITES });
  return cuts.widestColumn > 0 || cuts.cutCells > 0 ? { ok: true, rows, cuts } : { ok: true, rows };
}

/** The first MAX_CELL_CHARS characters, never half of a surrogate pair. */
function cutCell(cell: string): string {
  const end = /[\uD800-\uDBFF]/.test(cell.charAt(MAX_CELL_CHARS - 1)) ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS;
  return cell.slice(0, end);
}

const DELIMITERS = [';', '\t', ','];

/** The delimiter used most on the first line that has one (outside quotes); `;` wins a tie. */
function detectDelimiter(text: string): string {
  const counts = new Map(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    const count = counts.get(char);
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (count !== undefined) counts.set(char, count + 1);
    else if (char === '\n' && [...counts.values()].some(Boolean)) break;
  }
  return DELIMITERS.reduce((best, delimiter) =>
    counts.get(delimiter)! > counts.get(best)! ? delimiter : best,
  );
}

/**
 * UTF-8 (with or without BOM), UTF-16 with a BOM (Excel's "Unicode text"), else Windows-1252 (what
 * Excel on Windows writes as "CSV"); null for what is not text.
 */
function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes);
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return looksBinary(text) ? null : text;
}

/** A NUL, or more than 1 in 100 characters a control character or U+FFFD: an image, a PDF, an archive. */
function looksBinary(text: string): boolean {
  let suspicious = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return true;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c;
    if (control || code === 0x7f || code === 0xfffd) suspicious++;
  }
  return suspicious > text.length / 100;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);
