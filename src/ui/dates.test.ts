import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, parseDatetime } from './dates.ts';

describe('a calendar day', () => {
  it('is shown as written, in any time zone and any style', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDay('2026-12-31', 'nl', 'short')).toBe('31-12-2026');
    expect(formatDay('2027-02-23', 'nl', 'long')).toBe('23 februari 2027');
    expect(formatDay('2027-02-23', 'en', 'long')).toBe('23 February 2027');
  });

  it('that cannot be read is shown as sent: never another day, never throwing', () => {
    expect(formatDay('2025-02-30', 'nl')).toBe('2025-02-30');
    expect(formatDay('2026-02-30', 'en', 'long')).toBe('2026-02-30');
    expect(formatDay('3 juni 2025', 'en')).toBe('3 juni 2025');
    expect(formatDay('2025-06-03T10:00:00Z', 'nl')).toBe('2025-06-03T10:00:00Z');
    expect(formatDay('garbage', 'en')).toBe('garbage');
    expect(formatDay('', 'en')).toBe('');
  });
});

describe('a moment', () => {
  it("is shown in the reader's zone", () => {
    expect(formatMoment('2026-01-01T12:00:00Z', 'en')).toMatch(/^1 Jan 2026, \d{2}:\d{2}$/);
    expect(formatMoment('2026-01-01T12:00:00.250+01:00', 'en')).toMatch(/^1 Jan 2026, \d{2}:\d{2}$/);
    expect(parseDatetime('2026-01-01T12:00:00+01:00')).toEqual(new Date(Date.UTC(2026, 0, 1, 11)));
  });

  it('that cannot be read is shown as sent: another form, a day that does not exist, no time zone', () => {
    expect(formatMoment('garbage', 'nl')).toBe('garbage');
    expect(formatMoment('1 juni 2025', 'nl')).toBe('1 juni 2025');
    expect(formatMoment('2025-06-03 10:00', 'nl')).toBe('2025-06-03 10:00');
    expect(formatMoment('2025-06-03T10:00:00', 'en')).toBe('2025-06-03T10:00:00');
    expect(formatMoment('2025-02-30T10:00:00Z', 'en')).toBe('2025-02-30T10:00:00Z');
    expect(formatMoment('2025-06-03T24:30:00Z', 'en')).toBe('2025-06-03T24:30:00Z');
    expect(formatMoment('2025-06-03', 'en')).toBe('2025-06-03');
  });
});
