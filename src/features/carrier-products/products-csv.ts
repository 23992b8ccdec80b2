/**
 * The products as a spreadsheet reads them: every column, headed in the interface's language (or
 * with the API's field names), yes/no as the table says it, speeds as the whole kbit/s the API
 * gives (the heading says so), empty values empty.
 */
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import type { Locale } from '../../i18n/messages.ts';
import { COLUMNS, columnLabel } from './columns.ts';
import { type CsvSeparator, toCsv } from '../../ui/csv.ts';
import type { ProductMessages } from './messages-nl.ts';

export const csvSeparatorFor = (locale: Locale): CsvSeparator => (locale === 'nl' ? ';' : ',');

export function productsCsv(
  products: readonly CarrierListingProduct[],
  { texts, locale, apiNames }: { texts: ProductMessages; locale: Locale; apiNames: boolean },
): string {
  const headings = COLUMNS.map((column) =>
    apiNames ? column.id : (texts.export.headings[column.id] ?? columnLabel(texts, column.id)),
  );
  const cell = (value: unknown) =>
    typeof value === 'boolean'
      ? value
        ? texts.yes
        : texts.no
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : value;
  const records = products.map((product) =>
    COLUMNS.map((column) => cell((product as unknown as Record<string, unknown>)[column.id])),
  );
  return toCsv(headings, records, csvSeparatorFor(locale));
}
