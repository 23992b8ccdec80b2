import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { speedFilterFromText, speedFilterText } from './speed-filter.ts';

describe('speed filters', () => {
  it('reads Mb/s unless another unit is typed, and sends whole kbit/s', () => {
    expect(speedFilterFromText('>=100')).toBe('>=102400');
    expect(speedFilterFromText(' >= 100 Mb/s ')).toBe('>=102400');
    expect(speedFilterFromText('>=1 Gb/s')).toBe('>=1048576');
    expect(speedFilterFromText('<=1,5 gbit/s')).toBe('<=1572864');
    expect(speedFilterFromText('97.5 Mbps')).toBe('99840');
    expect(speedFilterFromText('512 kbit/s')).toBe('512');
    expect(speedFilterFromText('0,5')).toBe('512');
  });

  it('refuses what is no speed', () => {
    for (const text of [
      '',
      '>=',
      'fast',
      '>=-1',
      '1.000,5',
      '10 Tb/s',
      '=>100',
      '1e3',
      '99999999999999 Gb/s',
    ])
      expect(speedFilterFromText(text), text).toBeNull();
  });

  it('shows a filter the way the table shows speeds, in the locale’s notation', () => {
    expect(speedFilterText('>=102400', 'nl')).toBe('>=100 Mb/s');
    expect(speedFilterText('>=1048576', 'en')).toBe('>=1 Gb/s');
    expect(speedFilterText('<=1572864', 'nl')).toBe('<=1,5 Gb/s');
    expect(speedFilterText('<=1572864', 'en')).toBe('<=1.5 Gb/s');
    expect(speedFilterText('100000', 'nl')).toBe('97,65625 Mb/s');
    expect(speedFilterText('0', 'en')).toBe('0 Mb/s');
    expect(speedFilterText('<=512', 'nl')).toBe('<=512 kbit/s');
  });

  it('shows every filter exactly: what is shown reads back as the same filter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '>=', '<='),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('nl', 'en'),
        (prefix, kbit, locale) => {
          const value = `${prefix}${kbit}`;
          expect(speedFilterFromText(speedFilterText(value, locale))).toBe(value);
        },
      ),
    );
  });
});
