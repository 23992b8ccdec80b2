import { numberFormat } from './intl-formats.ts';

/**
 * Speeds arrive in kbit/s; people read Mb/s and Gb/s (1 Mb = 1024 kbit), and kbit/s below 1 Mb/s.
 */
export function formatSpeed(kbitPerSecond: number, locale: string): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const megabits = kbitPerSecond / 1024;
  if (megabits >= 1024) return `${number.format(megabits / 1024)} Gb/s`;
  if (megabits >= 1 || kbitPerSecond === 0) return `${number.format(megabits)} Mb/s`;
  return `${number.format(kbitPerSecond)} kbit/s`;
}
