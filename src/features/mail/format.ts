import { useMemo } from 'react';
import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { formatMoment } from '../../ui/dates.ts';

/** Dates and numbers as the person reads them; a missing value is "—", a date in another form as sent. */
export function useMailFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const number = numberFormat(intlLocale(locale));
    return {
      dateTime: (value: string | null | undefined) => (value ? formatMoment(value, locale) : '—'),
      number: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : number.format(value),
    };
  }, [locale]);
}
