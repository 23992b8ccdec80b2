/**
 * An address as the address check reads it from a URL and names it in its result's heading: the
 * portal and the portal server (which draws that heading into a page opened afresh) agree by
 * using these.
 */

/** A check's address: postcode (`1012AB`), number and extension (`''` for none). */
export interface CheckAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

const ZIPCODE = /^[1-9][0-9]{3}[A-Z]{2}$/;

/** `1234ab`, `1234 AB` and ` 1234AB ` all mean `1234AB`. */
export function normaliseZipcode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isValidZipcode(zipcode: string): boolean {
  return ZIPCODE.test(zipcode);
}

/** The check in the URL: `?zipcode=1012AB&housenr=1&ext=A`; anything invalid means no check. */
export function addressFromSearch(search: URLSearchParams): CheckAddress | null {
  const zipcode = normaliseZipcode(search.get('zipcode') ?? '');
  const housenr = Number(search.get('housenr'));
  if (!isValidZipcode(zipcode) || !Number.isInteger(housenr) || housenr < 1 || housenr > 99999) return null;
  return { zipcode, housenr, housenrext: (search.get('ext') ?? '').trim() };
}

/** `1012AB` as people write it: `1012 AB`. */
export function formatZipcode(zipcode: string): string {
  return `${zipcode.slice(0, 4)} ${zipcode.slice(4)}`;
}

/** `Damrak 1 A, 1012 AB Amsterdam`: the street and city as the service named them, the rest as asked. */
export function addressLine(address: CheckAddress & { street: string; city: string }): string {
  const { street, housenr, housenrext, zipcode, city } = address;
  return `${street} ${housenr}${housenrext ? ` ${housenrext}` : ''}, ${formatZipcode(zipcode)} ${city}`;
}
