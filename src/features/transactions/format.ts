import { isCalendarDate } from '../../api/broadband/transaction-filter-params.ts';
import { dateTimeFormat, intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import type { Locale } from '../../i18n/messages.ts';

/** What a missing value looks like everywhere: never "null", never blank. */
export const EMPTY = '—';

const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * A calendar date (YYYY-MM-DD) is a day, not a moment: it is shown as written, whatever the time
 * zone. A date in another form, or one that does not exist (30 February), is shown as the service
 * sent it: the browser would read some of those as another day, and formatting one it cannot read
 * throws.
 */
export function formatDate(
  value: string | null | undefined,
  locale: Locale,
  style: 'medium' | 'short' = 'medium',
): string {
  if (isBlank(value)) return EMPTY;
  if (!isCalendarDate(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return dateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The moment an RFC 3339 date-time stands for; null for anything else (no zone, a day or an hour
 * that does not exist, another form altogether), which the browser would read in its own way.
 */
export function parseDatetime(value: string): Date | null {
  const parts = DATETIME.exec(value.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute, second = '0'] = parts.slice(1, 7).map(Number) as number[];
  const written = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, Number(second)));
  if (
    written.getUTCFullYear() !== year ||
    written.getUTCMonth() !== month! - 1 ||
    written.getUTCDate() !== day ||
    written.getUTCHours() !== hour ||
    written.getUTCMinutes() !== minute
  )
    return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment (UTC on the wire), shown in the person's own time zone; in another form, as sent. */
export function formatDatetime(
  value: string | null | undefined,
  locale: Locale,
  style: 'medium' | 'short' = 'medium',
): string {
  if (isBlank(value)) return EMPTY;
  const date = parseDatetime(value);
  if (date === null) return value;
  return dateTimeFormat(intlLocale(locale), { dateStyle: style, timeStyle: 'short' }).format(date);
}

export function formatMoney(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return EMPTY;
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(value);
}

export function formatNumber(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return EMPTY;
  return numberFormat(intlLocale(locale)).format(value);
}

export function formatBoolean(value: boolean | null | undefined, words: { yes: string; no: string }): string {
  if (value === null || value === undefined) return EMPTY;
  return value ? words.yes : words.no;
}

export function formatText(value: string | number | null | undefined): string {
  return isBlank(value) ? EMPTY : String(value);
}

export function formatTags(value: readonly string[] | null | undefined): string {
  return value && value.length > 0 ? value.join(', ') : EMPTY;
}

export interface ShortAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
  street: string;
  city: string;
}

/** "Damrak 1 A, 1012 AB Amsterdam". */
export function formatAddress(address: ShortAddress | null | undefined): string {
  if (!address) return EMPTY;
  const zipcode = /^\d{4}[A-Z]{2}$/.test(address.zipcode)
    ? `${address.zipcode.slice(0, 4)} ${address.zipcode.slice(4)}`
    : address.zipcode;
  const number = `${address.housenr}${address.housenrext ? ` ${address.housenrext}` : ''}`;
  return `${address.street} ${number}, ${zipcode} ${address.city}`;
}

/** Only web links are followed; anything else (javascript:, data:) is shown as text. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (isBlank(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
