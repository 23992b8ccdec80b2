import { describe, expect, it } from 'vitest';
import { formatSpeed } from './format-speed.ts';
import { intlLocale } from './intl-formats.ts';

describe('formatSpeed', () => {
  it('shows kbit/s below 1 Mb, Mb/s below 1024 Mb and Gb/s from there (1 Mb = 1024 kbit)', () => {
    expect(formatSpeed(409_600, 'en')).toBe('400 Mb/s');
    expect(formatSpeed(1_048_576, 'en')).toBe('1 Gb/s');
    expect(formatSpeed(1_047_552, 'en')).toBe('1,023 Mb/s');
    expect(formatSpeed(10_485_760, 'nl')).toBe('10 Gb/s');
    expect(formatSpeed(512, 'nl')).toBe('512 kbit/s');
  });

  it('rounds to one decimal in the notation of the portal’s language', () => {
    expect(formatSpeed(1_572_864, 'nl')).toBe('1,5 Gb/s');
    expect(formatSpeed(1_572_864, 'en')).toBe('1.5 Gb/s');
    expect(formatSpeed(100_000, 'nl')).toBe('97,7 Mb/s');
    expect(formatSpeed(0, 'en')).toBe('0 Mb/s');
    expect(formatSpeed(1_048_550, 'en')).toBe('1 Gb/s');
    expect(formatSpeed(1_048_470, 'en')).toBe('1,023.9 Mb/s');
    expect(formatSpeed(1_048_470, 'nl')).toBe('1.023,9 Mb/s');
  });
});

describe('intlLocale', () => {
  it('formats Dutch as in the Netherlands and English as in Britain', () => {
    expect(intlLocale('nl')).toBe('nl-NL');
    expect(intlLocale('en')).toBe('en-GB');
  });
});
