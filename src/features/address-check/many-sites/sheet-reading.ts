import { isValidZipcode, normaliseZipcode } from '../address.ts';

/**
 * What a read list is, and how much of one the portal takes. The page imports this module alone:
 * the reading itself (sheet-input.ts, with the CSV and .xlsx readers) runs in a worker.
 */

export const MAX_SITES = 1000;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Pasted text, in characters: as much as the largest file. */
export const MAX_PASTE_CHARS = MAX_FILE_BYTES;
/** A list of sites needs a handful of columns: the ones after this are left out. */
export const MAX_COLUMNS = 50;
/** No postcode, house number or reference is longer: a cell is cut after this many characters. */
export const MAX_CELL_CHARS = 500;
/** What a workbook's parts that are read (its XML) may unpack to, together. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** A read that takes longer is ended, and refused. */
export const READ_TIMEOUT_MS = 15_000;

/**
 * One non-blank row: `line` is its row number as a spreadsheet shows it (1 = the first row, the
 * heading if there is one); blank rows are left out but still count. Every cell is trimmed.
 */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** What was left out of a list that was read all the same. */
export interface SheetCuts {
  /** The last column that held something, beyond MAX_COLUMNS (the columns after it were left out); 0 when none did. */
  widestColumn: number;
  /** Cells longer than MAX_CELL_CHARS, cut after that many characters, and the line of the first. */
  cutCells: number;
  firstCutLine: number;
}

export type SheetProblem =
  | { kind: 'not-a-spreadsheet' }
  | { kind: 'empty' }
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'pasted-too-long'; chars: number; limit: number }
  | { kind: 'too-many-rows'; rows: number; limit: number }
  /** It would unpack beyond MAX_UNPACKED_BYTES, says so or is packed more tightly than a sheet can be. */
  | { kind: 'workbook-too-large'; limit: number }
  | { kind: 'timed-out'; seconds: number }
  /** The browser gave up on the read (the worker failed): out of memory, or no worker at all. */
  | { kind: 'reading-failed' };

export type SheetReading =
  { ok: true; rows: SheetRow[]; cuts?: SheetCuts } | { ok: false; problem: SheetProblem };

export const failure = (problem: SheetProblem): SheetReading => ({ ok: false, problem });

/** Pasted text too long to read: turned away before it is parsed, or even sent to the worker. */
export const pastedTooLong = (text: string): SheetReading | null =>
  text.length > MAX_PASTE_CHARS
    ? failure({ kind: 'pasted-too-long', chars: text.length, limit: MAX_PASTE_CHARS })
    : null;

/** A row that holds a valid postcode is data, not a heading. */
export const looksLikeData = (cells: readonly string[]): boolean =>
  cells.some((cell) => isValidZipcode(normaliseZipcode(cell)));
