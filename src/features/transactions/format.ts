import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import type { Locale } from '../../i18n/messages.ts';

/** What a missing value looks like everywhere: never "null", never blank. */
export const EMPTY = '—';

const isBlank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

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
