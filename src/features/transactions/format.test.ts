import { describe, expect, it } from 'vitest';
import { EMPTY, formatAddress, formatBoolean, formatMoney, formatText, safeWebUrl } from './format.ts';

describe('transaction values for people', () => {
  it('shows nothing as a dash, never as "null"', () => {
    expect(formatText(null)).toBe(EMPTY);
    expect(formatText('')).toBe(EMPTY);
    expect(formatMoney(null, 'nl')).toBe(EMPTY);
    expect(formatBoolean(null, { yes: 'Ja', no: 'Nee' })).toBe(EMPTY);
  });

  it('formats euros the Dutch and the British way', () => {
    expect(formatMoney(1234.5, 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(0, 'nl').replace(/\s/g, ' ')).toBe('€ 0,00');
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
