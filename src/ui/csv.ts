/**
 * CSV as spreadsheet programs read it (RFC 4180 with a choice of separator): CRLF line ends, a
 * field quoted when it holds the separator, a quote or a line break (quotes doubled). Excel in
 * Dutch splits on `;` and reads a comma-separated file as one column, so the separator follows the
 * language. A UTF-8 byte order mark lets spreadsheet programs read accents. Text that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe.
 */
import { downloadFile } from './download.ts';

export type CsvSeparator = ',' | ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const LINE_BREAK_OR_QUOTE = /["\r\n]/;

/** Whether a spreadsheet would run this text as a formula (CSV injection). */
export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/** Text a spreadsheet would run as a formula gets a leading apostrophe (any export, CSV or .xlsx). */
export const neutraliseFormula = (text: string): string => (startsLikeFormula(text) ? `'${text}` : text);

export function csvField(value: unknown, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return LINE_BREAK_OR_QUOTE.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A heading row and one line per record, each record's fields in the headings' order. */
export function toCsv(
  headings: readonly string[],
  records: readonly (readonly unknown[])[],
  separator: CsvSeparator = ',',
): string {
  const line = (fields: readonly unknown[]) =>
    fields.map((field) => csvField(field, separator)).join(separator);
  return `\uFEFF${[line(headings), ...records.map(line)].join('\r\n')}\r\n`;
}

/** `carrierproducten-2025-01-31.csv`, dated in the person's own time zone. */
export function datedFileName(prefix: string, date: Date, extension = 'csv'): string {
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`;
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadFile(new Blob([text], { type }), fileName);
}
