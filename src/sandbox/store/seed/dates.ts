/** Date helpers for the seed data. All values are UTC and derived from `options.now`. */

const MINUTE = 60_000;
const DAY = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE);
}

/** Whole UTC calendar months later (day clamped to the month's length). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** Spec Date: `YYYY-MM-DD`. */
export function toDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Spec Datetime: `YYYY-MM-DDThh:mm:ssZ` (no fraction). */
export function toDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Start of the UTC day. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
