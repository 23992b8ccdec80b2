/**
 * A speed filter as people type and read it, and as the service takes it. People see speeds as
 * Mb/s and Gb/s (1 Mb = 1024 kbit) and type them so: `>=100` (Mb/s), `>=1 Gb/s`, `<=512 kbit/s`,
 * `97,5` (a comma or a point before decimals, no thousands separators); the service and the URL
 * keep whole kbit/s (`>=102400`). Shown back, a filter is exact, so what is shown reads back as the
 * same filter.
 */
import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import type { Locale } from '../../i18n/messages.ts';
import { normaliseNumericFilter } from './columns.ts';

const KBIT_PER = { k: 1, m: 1024, g: 1024 * 1024 } as const;
const TYPED = /^\s*(>=|<=)?\s*(\d+(?:[.,]\d+)?)\s*(?:([kmg])(?:b|bit)?(?:\/s|ps)?)?\s*$/i;

/** The filter to send (`>=102400`), or null when the text is no speed filter. */
export function speedFilterFromText(text: string): string | null {
  const match = TYPED.exec(text);
  if (!match?.[2]) return null;
  const unit = (match[3]?.toLowerCase() ?? 'm') as keyof typeof KBIT_PER;
  const kbit = Math.round(Number(match[2].replace(',', '.')) * KBIT_PER[unit]);
  return normaliseNumericFilter(`${match[1] ?? ''}${kbit}`);
}

/** A filter the service takes (`>=102400`) as people read it (`>=100 Mb/s`), in the locale's notation. */
export function speedFilterText(value: string, locale: Locale): string {
  const match = /^(>=|<=)?(\d+)$/.exec(value.trim());
  if (!match?.[2]) return value;
  const kbit = Number(match[2]);
  const [amount, unit] =
    kbit >= KBIT_PER.g
      ? [kbit / KBIT_PER.g, 'Gb/s']
      : kbit >= KBIT_PER.m || kbit === 0
        ? [kbit / KBIT_PER.m, 'Mb/s']
        : [kbit, 'kbit/s'];
  // String() is the shortest text that reads back as the same number; kbit / 2^n always has one.
  const decimal = numberFormat(intlLocale(locale))
    .formatToParts(0.5)
    .find((part) => part.type === 'decimal');
  return `${match[1] ?? ''}${String(amount).replace('.', decimal?.value ?? '.')} ${unit}`;
}
