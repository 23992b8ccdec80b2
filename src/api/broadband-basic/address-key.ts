/** An address as the checks name it (postcode, number, extension), in URLs and in words. */
import { formatZipcode } from '../../contract/address-line.ts';
import type { AddressKey } from './keys.ts';

/** The address check's URL query: `?zipcode=1012AB&housenr=1&ext=A`. */
export function searchOf(address: AddressKey): URLSearchParams {
  const search = new URLSearchParams({ zipcode: address.zipcode, housenr: String(address.housenr) });
  if (address.housenrext) search.set('ext', address.housenrext);
  return search;
}

export { formatZipcode };

export function formatAddressKey(address: AddressKey): string {
  return `${formatZipcode(address.zipcode)} ${address.housenr}${address.housenrext ? ` ${address.housenrext}` : ''}`;
}

export function sameAddress(a: AddressKey, b: AddressKey): boolean {
  return (
    a.zipcode === b.zipcode &&
    a.housenr === b.housenr &&
    a.housenrext.toUpperCase() === b.housenrext.toUpperCase()
  );
}
