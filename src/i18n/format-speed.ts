import { intlLocale, numberFormat } from './intl-formats.ts';
import type { Locale } from './messages.ts';

const KBIT_PER_MB = 1024;
const KBIT_PER_GB = 1024 * 1024;
const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** A speed in kbit/s as an amount and unit people read: Gb/s, Mb/s, and kbit/s below 1 Mb/s. */
export function speedUnitOf(kbitPerSecond: number): { amount: number; unit: 'Gb/s' | 'Mb/s' | 'kbit/s' } {
  // The unit is chosen after rounding, so 1,023.96 Mb/s reads as 1 Gb/s, not as 1,024 Mb/s.
  if (roundToTenth(kbitPerSecond / KBIT_PER_MB) >= 1024)
    return { amount: kbitPerSecond / KBIT_PER_GB, unit: 'Gb/s' };
  if (kbitPerSecond >= KBIT_PER_MB || kbitPerSecond === 0)
    return { amount: kbitPerSecond / KBIT_PER_MB, unit: 'Mb/s' };
  return { amount: kbitPerSecond, unit: 'kbit/s' };
}

/**
 * Speeds arrive in kbit/s; people read Mb/s and Gb/s (1 Mb = 1024 kbit), and kbit/s below 1 Mb/s,
 * to one decimal in the notation of the portal's language. A missing speed is the caller's to show.
 */
export function formatSpeed(kbitPerSecond: number, locale: Locale): string {
  const { amount, unit } = speedUnitOf(kbitPerSecond);
  return `${numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(amount)} ${unit}`;
}
