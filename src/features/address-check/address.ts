import type { AddressKey } from '../../api/broadband-basic/keys.ts';

const ZIPCODE = /^[1-9][0-9]{3}[A-Z]{2}$/;

/** `1234ab`, `1234 AB` and ` 1234AB ` all mean `1234AB`. */
export function normaliseZipcode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidZipcode(zipcode: string): boolean {
  return ZIPCODE.test(zipcode);
}

/** The check in the URL: `?zipcode=1012AB&housenr=1&ext=A`; anything invalid means no check. */
export function addressFromSearch(search: URLSearchParams): AddressKey | null {
  const zipcode = normaliseZipcode(search.get('zipcode') ?? '');
  const housenr = Number(search.get('housenr'));
  if (!isValidZipcode(zipcode) || !Number.isInteger(housenr) || housenr < 1 || housenr > 99999) return null;
  return { zipcode, housenr, housenrext: (search.get('ext') ?? '').trim() };
}

export {
  formatAddressKey,
  formatZipcode,
  sameAddress,
  searchOf,
} from '../../api/broadband-basic/address-key.ts';

/** The address as typed in the form: the number may still be text that is not a number. */
export interface AddressDraft {
  zipcode?: string;
  housenr?: number | string;
  housenrext?: string;
}

/**
 * An extension belongs to the address it was picked for: after a new postcode or number it stays
 * only when that address is known to have it.
 */
export function withExtensionOfAddress<Draft extends AddressDraft>(
  previous: Draft,
  next: Draft,
  extensionsOf: (zipcode: string, housenr: number) => readonly string[] | undefined,
): Draft {
  const moved = next.zipcode !== previous.zipcode || next.housenr !== previous.housenr;
  if (!moved || !next.housenrext) return next;
  const known =
    next.zipcode && typeof next.housenr === 'number' ? extensionsOf(next.zipcode, next.housenr) : undefined;
  return known?.includes(next.housenrext) ? next : { ...next, housenrext: '' };
}
