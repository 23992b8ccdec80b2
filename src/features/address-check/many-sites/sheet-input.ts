import Papa from 'papaparse';
import type { SheetData } from 'read-excel-file/universal';
import { isValidZipcode, normaliseZipcode } from '../address.ts';

export const MAX_SITES = 1000;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * One non-blank row: `line` is its row number as a spreadsheet shows it (1 = the first row, the
 * heading if there is one); blank rows are left out but still count. Every cell is trimmed.
 */
export interface SheetRow {
  line: number;
  cells: string[];
}

export type SheetProblem =
  | { kind: 'not-a-spreadsheet' }
  | { kind: 'empty' }
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'too-many-rows'; rows: number; limit: number };

export type SheetReading = { ok: true; rows: SheetRow[] } | { ok: false; problem: SheetProblem };

const failure = (problem: SheetProblem): SheetReading => ({ ok: false, problem });

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: the legacy binary `.xls`. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const WORKBOOK_NAME = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** A row that holds a valid postcode is data, not a heading. */
export const looksLikeData = (cells: readonly string[]): boolean =>
  cells.some((cell) => isValidZipcode(normaliseZipcode(cell)));

/** A dropped or chosen file: `.xlsx` (first sheet) or delimited text (CSV, tab-separated). */
export async function readSheetFile(file: Blob & { name?: string }): Promise<SheetReading> {
  if (file.size > MAX_FILE_BYTES) {
    return failure({ kind: 'too-large', bytes: file.size, limit: MAX_FILE_BYTES });
  }
  if (file.size === 0) return failure({ kind: 'empty' });
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  if (startsWith(bytes, ZIP_MAGIC)) return readWorkbook(buffer);
  if (startsWith(bytes, OLE_MAGIC) || WORKBOOK_NAME.test(file.name ?? '')) {
    return failure({ kind: 'not-a-spreadsheet' });
  }
  const text = decodeText(bytes);
  return text === null ? failure({ kind: 'not-a-spreadsheet' }) : readPastedText(text);
}

/** Rows pasted from a spreadsheet (tab-separated) or CSV text with `;`, `,` or tab between cells. */
export function readPastedText(text: string): SheetReading {
  // One kind of line end, so that a file mixing CRLF and LF splits on both.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(source, { delimiter: detectDelimiter(source), newline: '\n' });
  return checkedRows(data.map((cells) => cells.map((cell) => cell.trim())));
}

async function readWorkbook(buffer: ArrayBuffer): Promise<SheetReading> {
  // the .xlsx reader is fetched only when a workbook comes in
  const { readSheet } = await import('read-excel-file/universal');
  let sheet: SheetData;
  try {
    sheet = await readSheet(buffer);
  } catch {
    return failure({ kind: 'not-a-spreadsheet' });
  }
  return checkedRows(sheet.map((cells) => cells.map((cell) => (cell === null ? '' : String(cell).trim()))));
}

/** Numbers the rows, drops the blank ones and checks that there is something, but not too much. */
function checkedRows(table: readonly string[][]): SheetReading {
  const rows: SheetRow[] = [];
  table.forEach((cells, index) => {
    if (cells.some((cell) => cell !== '')) rows.push({ line: index + 1, cells });
  });
  const first = rows[0];
  const dataRows = first && looksLikeData(first.cells) ? rows.length : rows.length - 1;
  if (dataRows <= 0) return failure({ kind: 'empty' });
  if (dataRows > MAX_SITES) return failure({ kind: 'too-many-rows', rows: dataRows, limit: MAX_SITES });
  return { ok: true, rows };
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
