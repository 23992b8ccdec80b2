import { useLocale } from '../../i18n/locale.tsx';
import { type DateStyle, formatDay, formatMoment, isCalendarDate, parseDatetime } from '../../ui/dates.ts';
import { EMPTY, formatBoolean } from './format.ts';
import { useTransactionMessages } from './messages.ts';

/** A missing value, shown as "—" and read as such. */
export function Empty() {
  return <span className="tx-empty">{EMPTY}</span>;
}

type Style = Exclude<DateStyle, 'long'>;

/** A date or moment for people; one in a form the portal cannot read, as the service sent it. */
export function DateValue({ value, style }: { value: string | null | undefined; style?: Style }) {
  const { locale } = useLocale();
  if (!value) return <Empty />;
  if (!isCalendarDate(value)) return <>{value}</>;
  return <time dateTime={value}>{formatDay(value, locale, style)}</time>;
}

export function DatetimeValue({ value, style }: { value: string | null | undefined; style?: Style }) {
  const { locale } = useLocale();
  if (!value) return <Empty />;
  if (parseDatetime(value) === null) return <>{value}</>;
  return <time dateTime={value}>{formatMoment(value, locale, style)}</time>;
}

export function BooleanValue({ value }: { value: boolean | null | undefined }) {
  const text = useTransactionMessages();
  if (value === null || value === undefined) return <Empty />;
  return <>{formatBoolean(value, text)}</>;
}

export function TextValue({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return <Empty />;
  return <>{String(value)}</>;
}
