export { addressFromSearch, isValidZipcode, normaliseZipcode } from '../../contract/address-line.ts';

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
