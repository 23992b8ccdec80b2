/** How a sentence of the service is known: its pattern, and what it says in each language. */
export type SentenceLocale = 'nl' | 'en';

/** The variable parts a pattern takes from a sentence (its named groups). */
export type Parts = Readonly<Record<string, string | undefined>>;

export interface KnownSentence {
  pattern: RegExp;
  say: Record<SentenceLocale, (parts: Parts, locale: SentenceLocale) => string>;
}

/** `3011AB 10 A` as people write it: `3011 AB 10 A`. */
export function addressOf({ zipcode = '', housenr = '', housenrext = '' }: Parts): string {
  return [postcodeOf(zipcode), housenr, housenrext].filter((part) => part !== '').join(' ');
}

/** `3011AB` as people write it: `3011 AB`; anything else as it came. */
export function postcodeOf(zipcode: string): string {
  return /^[1-9][0-9]{3}[A-Z]{2}$/.test(zipcode) ? `${zipcode.slice(0, 4)} ${zipcode.slice(4)}` : zipcode;
}

/** A number the service wrote with a point, in the notation of the reader. */
export function numberIn(value: string | undefined, locale: SentenceLocale): string {
  const number = Number(value);
  if (value === undefined || Number.isNaN(number)) return value ?? '';
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB').format(number);
}
