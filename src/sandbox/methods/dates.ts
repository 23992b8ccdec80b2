/** Spec Datetime: `YYYY-MM-DDThh:mm:ssZ` (UTC, no fraction). */
export function toDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Spec Date: `YYYY-MM-DD` (UTC). */
export function toDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
