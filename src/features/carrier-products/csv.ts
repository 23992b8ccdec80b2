/**
 * RFC 4180 CSV: comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote or a
 * line break (quotes doubled). A UTF-8 byte order mark lets spreadsheet programs read accents. Text
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `carrierproducten-2025-01-31.csv`, dated in the person's own time zone. */
export function csvFileName(prefix: string, date: Date): string {
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
