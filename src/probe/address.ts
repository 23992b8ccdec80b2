export interface Address {
  /** Upper case, no space: `2511AB`. */
  zipcode: string;
  housenr: number;
  /** "" for none. */
  housenrext: string;
}

const ZIPCODE = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/;
const HOUSENREXT = /^[0-9A-Za-z-]{0,6}$/;

/** `2511ab` or `2511 AB` as `2511AB`; null when it is no Dutch postcode. */
export function zipcodeOf(text: string): string | null {
  const match = ZIPCODE.exec(text.trim());
  return match ? `${match[1]}${match[2]!.toUpperCase()}` : null;
}

export function housenrOf(text: string): number | null {
  if (!/^\s*[1-9][0-9]{0,4}\s*$/.test(text)) return null;
  return Number(text);
}

export function housenrextOf(text: string): string | null {
  const extension = text.trim().replace(/^-/, '');
  return HOUSENREXT.test(extension) ? extension : null;
}

/**
 * The postcode, then the house number; an extension either after a space or hyphen, or right after
 * the number when it starts with a letter (`10A`).
 */
const ADDRESS =
  /^\s*([1-9][0-9]{3} ?[A-Za-z]{2})\s+([1-9][0-9]{0,4})(?:(?:\s+|\s*-\s*)([0-9A-Za-z-]+)|([A-Za-z][0-9A-Za-z-]*))?\s*$/;

/** `2511AB 10`, `2511 ab 10`, `2511AB 10 A`, `2511AB 10-A` or `2511AB 10A`; null when it is none of these. */
export function addressOf(text: string): Address | null {
  const match = ADDRESS.exec(text);
  if (!match) return null;
  const zipcode = zipcodeOf(match[1]!);
  const housenrext = housenrextOf(match[3] ?? match[4] ?? '');
  if (zipcode === null || housenrext === null) return null;
  return { zipcode, housenr: Number(match[2]), housenrext };
}
