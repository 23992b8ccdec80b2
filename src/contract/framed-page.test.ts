import { describe, expect, it } from 'vitest';
import { frameLookOf, frameParameterValue, withoutFrameParameter } from './framed-page.ts';

describe('the look a framed page is drawn in', () => {
  it('reads what it writes, with and without a language', () => {
    for (const look of [
      { chrome: 'full', locale: null },
      { chrome: 'compact', locale: 'en' },
      { chrome: 'none', locale: 'nl' },
    ] as const) {
      expect(frameLookOf(frameParameterValue(look))).toEqual(look);
    }
    expect(frameParameterValue({ chrome: 'compact', locale: 'en' })).toBe('compact.en');
  });

  it('takes nothing it does not know', () => {
    for (const value of [null, '', 'FULL', 'wide', 'full.de', 'full.', 'full.nl.x', 'none nl', '<b>']) {
      expect(frameLookOf(value), String(value)).toBeNull();
    }
  });

  it('leaves the rest of the query as it was', () => {
    expect(withoutFrameParameter('?bp-frame=full')).toBe('');
    expect(withoutFrameParameter('?zipcode=1012AB&bp-frame=none.en&housenr=1')).toBe(
      '?zipcode=1012AB&housenr=1',
    );
    expect(withoutFrameParameter('?zipcode=1012AB')).toBe('?zipcode=1012AB');
    expect(withoutFrameParameter('')).toBe('');
  });
});
