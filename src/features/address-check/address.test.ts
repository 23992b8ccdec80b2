import { describe, expect, it } from 'vitest';
import { type AddressDraft, withExtensionOfAddress } from './address.ts';

const extensions: Record<string, readonly string[]> = { '1012AB 1': ['', 'A', 'B'], '1012AB 5': ['', '1'] };
const extensionsOf = (zipcode: string, housenr: number) => extensions[`${zipcode} ${housenr}`];

describe('withExtensionOfAddress', () => {
  const checked: AddressDraft = { zipcode: '1012AB', housenr: 1, housenrext: 'A' };

  it('drops the extension when the postcode changes to an address not known to have it', () => {
    expect(withExtensionOfAddress(checked, { ...checked, zipcode: '3011AB' }, extensionsOf)).toEqual({
      zipcode: '3011AB',
      housenr: 1,
      housenrext: '',
    });
  });

  it('drops the extension when the number changes to one without it', () => {
    expect(withExtensionOfAddress(checked, { ...checked, housenr: 5 }, extensionsOf).housenrext).toBe('');
    expect(withExtensionOfAddress(checked, { ...checked, housenr: '5a' }, extensionsOf).housenrext).toBe('');
  });

  it('keeps an extension the new address is known to have', () => {
    const five: AddressDraft = { zipcode: '1012AB', housenr: 5, housenrext: '1' };
    expect(withExtensionOfAddress(checked, five, extensionsOf)).toBe(five);
  });

  it('keeps the extension while only the extension changes', () => {
    const next = { ...checked, housenrext: 'B' };
    expect(withExtensionOfAddress(checked, next, extensionsOf)).toBe(next);
  });
});
