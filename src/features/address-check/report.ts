import { dateTimeFormat, intlLocale } from '../../i18n/intl-formats.ts';
import { formatDay } from '../../ui/dates.ts';

/** When the check was made: the moment its last answer came in (a cached answer keeps its own moment). */
export function checkedAt(
  answers: readonly { dataUpdatedAt: number; errorUpdatedAt: number }[],
): Date | null {
  const latest = Math.max(
    0,
    ...answers.map((answer) => Math.max(answer.dataUpdatedAt, answer.errorUpdatedAt)),
  );
  return latest > 0 ? new Date(latest) : null;
}

export function formatCheckedAt(moment: Date, locale: 'nl' | 'en'): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(moment);
}

/** A planned date (`2027-02-23`) in words, the same day wherever the reader is; in another form, as sent. */
export const formatPlanDate = (date: string, locale: 'nl' | 'en'): string => formatDay(date, locale, 'long');
