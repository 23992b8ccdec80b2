import { useMemo } from 'react';
import { dateTimeFormat, intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale } from '../../i18n/locale.tsx';

/** Dates and numbers as the person reads them; a missing value is "—". */
export function useMailFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const date = dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = numberFormat(tag);
    return {
      dateTime: (value: string | null | undefined) => {
        if (!value) return '—';
        const parsed = new Date(value);
        return Number.isNaN(parsed.getTime()) ? value : date.format(parsed);
      },
      number: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : number.format(value),
    };
  }, [locale]);
}
