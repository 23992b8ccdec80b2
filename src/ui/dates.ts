/**
 * Dates from the service, read strictly. A calendar day (YYYY-MM-DD) is a day, not a moment: it is
 * shown as written, whatever the time zone. A moment is an RFC 3339 date-time with its zone, shown in
 * the reader's own zone. Anything else — another form, a day or an hour that does not exist (30
 * February), a time without a zone — is shown as the service sent it: the browser would read some of
 * those as another day or in its own zone, and formatting one it cannot read throws.
 */
import { isCalendarDate } from '../api/broadband/transaction-filter-params.ts';
import { dateTimeFormat, intlLocale } from '../i18n/intl-formats.ts';
import type { Locale } from '../i18n/messages.ts';

export { isCalendarDate };

export type DateStyle = 'long' | 'medium' | 'short';

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The moment an RFC 3339 date-time stands for; null for anything else. */
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

/** A calendar day for people, the same day wherever they are; in another form, as sent. */
export function formatDay(value: string, locale: Locale, style: DateStyle = 'medium'): string {
  if (!isCalendarDate(value)) return value;
  const day = new Date(`${value}T00:00:00Z`);
  return dateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(day);
}

/** A moment for people, in their own time zone; in another form, as sent. */
export function formatMoment(value: string, locale: Locale, style: DateStyle = 'medium'): string {
  const moment = parseDatetime(value);
  if (moment === null) return value;
  return dateTimeFormat(intlLocale(locale), { dateStyle: style, timeStyle: 'short' }).format(moment);
}
