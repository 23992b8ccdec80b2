import { useMemo } from 'react';
import { useLocale } from '../../i18n/locale.tsx';

/** Dates and numbers as the person reads them; a missing value is "—". */
export function useMailFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = locale === 'nl' ? 'nl-NL' : 'en-GB';
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
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
