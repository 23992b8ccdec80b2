import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatAddress,
  formatBoolean,
  formatDate,
  formatDatetime,
  formatMoney,
  formatText,
  safeWebUrl,
} from './format.ts';

describe('transaction values for people', () => {
  it('shows nothing as a dash, never as "null"', () => {
    expect(formatText(null)).toBe(EMPTY);
    expect(formatText('')).toBe(EMPTY);
    expect(formatMoney(null, 'nl')).toBe(EMPTY);
    expect(formatDate(null, 'en')).toBe(EMPTY);
    expect(formatBoolean(null, { yes: 'Ja', no: 'Nee' })).toBe(EMPTY);
  });

  it('formats euros the Dutch and the British way', () => {
    expect(formatMoney(1234.5, 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(0, 'nl').replace(/\s/g, ' ')).toBe('€ 0,00');
  });

  it('shows a calendar date as written, in any time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31', 'nl', 'short')).toBe('31-12-2026');
  });

  it('shows a date it cannot read as the service sent it, never another day, never throwing', () => {
    expect(formatDate('2025-02-30', 'nl')).toBe('2025-02-30');
    expect(formatDate('3 juni 2025', 'en')).toBe('3 juni 2025');
    expect(formatDate('2025-06-03T10:00:00Z', 'nl')).toBe('2025-06-03T10:00:00Z');
    expect(formatDate('garbage', 'en')).toBe('garbage');
  });

  it("shows a moment in the reader's zone, and one it cannot read as sent", () => {
    expect(formatDatetime('2026-01-01T12:00:00Z', 'en')).toMatch(/^1 Jan 2026, \d{2}:\d{2}$/);
    expect(formatDatetime('2026-01-01T12:00:00.250+01:00', 'en')).toMatch(/^1 Jan 2026, \d{2}:\d{2}$/);
    expect(formatDatetime('garbage', 'nl')).toBe('garbage');
    expect(formatDatetime('1 juni 2025', 'nl')).toBe('1 juni 2025');
    expect(formatDatetime('2025-06-03 10:00', 'nl')).toBe('2025-06-03 10:00');
    expect(formatDatetime('2025-02-30T10:00:00Z', 'en')).toBe('2025-02-30T10:00:00Z');
  });

  it('writes addresses with a spaced postcode', () => {
    expect(
      formatAddress({ street: 'Damrak', housenr: 1, housenrext: 'A', zipcode: '1012AB', city: 'Amsterdam' }),
    ).toBe('Damrak 1 A, 1012 AB Amsterdam');
  });

  it('follows only web links', () => {
    expect(safeWebUrl('https://afspraak.example.nl/a/x')).toBe('https://afspraak.example.nl/a/x');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
