import { describe, expect, it } from 'vitest';
import { addressOf, zipcodeOf } from './address.ts';

describe('an address given on the command line', () => {
  it.each([
    ['2511AB 10', { zipcode: '2511AB', housenr: 10, housenrext: '' }],
    ['2511 ab 10', { zipcode: '2511AB', housenr: 10, housenrext: '' }],
    ['2511AB 10 A', { zipcode: '2511AB', housenr: 10, housenrext: 'A' }],
    ['2511AB 10-bis', { zipcode: '2511AB', housenr: 10, housenrext: 'bis' }],
    ['2511AB 10A', { zipcode: '2511AB', housenr: 10, housenrext: 'A' }],
    [' 2511AB 105 ', { zipcode: '2511AB', housenr: 105, housenrext: '' }],
  ])('%j reads as postcode, house number and extension', (text, address) => {
    expect(addressOf(text)).toEqual(address);
  });

  it.each(['', '2511AB', '0511AB 10', 'Lange Poten 10', '2511AB 0', '2511AB 10 ABCDEFG', '2511AB 123456'])(
    '%j is none',
    (text) => {
      expect(addressOf(text)).toBeNull();
    },
  );

  it('a postcode alone', () => {
    expect(zipcodeOf('2511 ab')).toBe('2511AB');
    expect(zipcodeOf('2511')).toBeNull();
  });
});
