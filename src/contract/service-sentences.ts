/**
 * The sentences the service is known to send, in the reader's language: those of an address check
 * (its inline and whole-call errors and its construction notices), of failed changes to mail,
 * transactions and the profile, of its refusals and of look-ups it cannot answer. A known sentence
 * is recognised by its pattern; its variable parts (postcode, house number, provider, address,
 * numbers) are taken from it and put into the translation. A sentence not in these tables is not
 * known: the caller shows it as sent, as the service's own words. Shared by the portal and the
 * widget (and checked against every sentence the sandbox makes), so it depends on nothing else.
 */
import { addressCheckSentences } from './service-sentences/address-check.ts';
import { changeSentences } from './service-sentences/changes.ts';
import type { KnownSentence, SentenceLocale } from './service-sentences/known-sentence.ts';
import { refusalSentences } from './service-sentences/refusals.ts';

export type { SentenceLocale };

/** What a sentence of the service says in the reader's language, or that the portal does not know it. */
export type ReadSentence =
  | {
      known: true;
      text: string;
      original: string;
      /** The translation reads as the original. */ same: boolean;
    }
  | { known: false; original: string };

let table: readonly KnownSentence[] | null = null;
/** Made when first asked, so that a script that only names technologies (the widget) leaves them out. */
const knownSentences = () =>
  (table ??= [...addressCheckSentences(), ...changeSentences(), ...refusalSentences()]);

/** A sentence of the service in the reader's language, when the portal knows it. */
export function readServiceSentence(sentence: string, locale: SentenceLocale): ReadSentence {
  const original = sentence.trim();
  for (const known of knownSentences()) {
    const match = known.pattern.exec(original);
    if (!match) continue;
    const text = known.say[locale](match.groups ?? {}, locale);
    return { known: true, text, original: sentence, same: text === original };
  }
  return { known: false, original: sentence };
}

/** A sentence of the service in the reader's words when the portal knows it, else as sent. */
export function sayServiceSentence(sentence: string, locale: SentenceLocale): string {
  const read = readServiceSentence(sentence, locale);
  return read.known ? read.text : sentence;
}

/** The service's technology and carrier names that have a word in the reader's language. */
const TECHNOLOGY_WORDS: Readonly<Record<string, Record<SentenceLocale, string>>> = {
  Fiber: { nl: 'Glasvezel', en: 'Fiber' },
  Copper: { nl: 'Koper', en: 'Copper' },
};

/** `Fiber` in Dutch is `Glasvezel`; a product name (VPLUS, FTTH/FTTO, XGS-PON) stays as the provider names it. */
export function technologyName(name: string, locale: SentenceLocale): string {
  return Object.hasOwn(TECHNOLOGY_WORDS, name) ? TECHNOLOGY_WORDS[name]![locale] : name;
}
