/**
 * The sentences the service is known to send with an address check — its inline errors (004, 010),
 * its whole-call errors (002, 003) and its construction notices — in the reader's language. A known
 * sentence is recognised by its pattern; its variable parts (postcode, house number, provider,
 * network, speed) are taken from it and put into the translation. A sentence not in this table is
 * not known: the caller shows it as sent, as the service's own words. Shared by the portal and the
 * widget (and checked against every sentence the sandbox makes), so it depends on nothing else.
 */
export type SentenceLocale = 'nl' | 'en';

type Parts = Readonly<Record<string, string | undefined>>;

interface KnownSentence {
  pattern: RegExp;
  say: Record<SentenceLocale, (parts: Parts, locale: SentenceLocale) => string>;
}

/** What a sentence of the service says in the reader's language, or that the portal does not know it. */
export type ReadSentence =
  | {
      known: true;
      text: string;
      original: string;
      /** The translation reads as the original. */ same: boolean;
    }
  | { known: false; original: string };

/** `3011AB 10 A` as people write it: `3011 AB 10 A`. */
function addressOf({ zipcode = '', housenr = '', housenrext = '' }: Parts): string {
  const postcode = /^[1-9][0-9]{3}[A-Z]{2}$/.test(zipcode)
    ? `${zipcode.slice(0, 4)} ${zipcode.slice(4)}`
    : zipcode;
  return [postcode, housenr, housenrext].filter((part) => part !== '').join(' ');
}

/** A number the service wrote with a point, in the notation of the reader. */
function numberIn(value: string | undefined, locale: SentenceLocale): string {
  const number = Number(value);
  if (value === undefined || Number.isNaN(number)) return value ?? '';
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB').format(number);
}

/** The address as the service writes it in a sentence: postcode, house number, any extension. */
const ADDRESS = String.raw`(?<zipcode>\S+) (?<housenr>\S+?)(?: (?<housenrext>[^:]+?))?`;
const PROVIDER = String.raw`(?<provider>\S+)`;

const KNOWN_SENTENCES: readonly KnownSentence[] = [
  {
    pattern: new RegExp(
      `^Service temporarily unavailable at ${ADDRESS}: the ${PROVIDER} backoffice has a disruption\\. Try again later\\.$`,
    ),
    say: {
      nl: (parts) =>
        `${parts.provider} heeft een storing: ${addressOf(parts)} kan nu niet bij ${parts.provider} worden gecontroleerd. Probeer het later opnieuw.`,
      en: (parts) =>
        `${parts.provider} has a disruption: ${addressOf(parts)} cannot be checked with ${parts.provider} right now. Try again later.`,
    },
  },
  {
    pattern: new RegExp(
      `^The connection at ${ADDRESS} is too complex for this software version: ${PROVIDER} labels the address complex\\.$`,
    ),
    say: {
      nl: (parts) =>
        `De aansluiting op ${addressOf(parts)} is te ingewikkeld om automatisch te controleren: ${parts.provider} merkt het adres aan als complex.`,
      en: (parts) =>
        `The connection at ${addressOf(parts)} is too complicated to check automatically: ${parts.provider} marks the address as complex.`,
    },
  },
  {
    pattern:
      /^Invalid combination of zipcode (?<zipcode>\S*), house number (?<housenr>\S*) and extension "(?<housenrext>[^"]*)"\. Select a valid one with the postcodes functions\.$/,
    say: {
      nl: (parts) =>
        `Het adres ${addressOf(parts)} bestaat niet. Kies een bestaand huisnummer en een bestaande toevoeging bij deze postcode.`,
      en: (parts) =>
        `The address ${addressOf(parts)} does not exist. Choose a house number and extension that exist at this postcode.`,
    },
  },
  {
    pattern: new RegExp(`^The address ${ADDRESS} is valid, but ${PROVIDER} does not service it\\.$`),
    say: {
      nl: (parts) => `Het adres ${addressOf(parts)} bestaat, maar ${parts.provider} levert daar niet.`,
      en: (parts) => `The address ${addressOf(parts)} exists, but ${parts.provider} does not serve it.`,
    },
  },
  {
    pattern: new RegExp(`^The address ${ADDRESS} is valid, but no requested provider services it\\.$`),
    say: {
      nl: (parts) =>
        `Het adres ${addressOf(parts)} bestaat, maar geen van de gevraagde leveranciers levert daar.`,
      en: (parts) => `The address ${addressOf(parts)} exists, but none of the suppliers asked serves it.`,
    },
  },
  // construction notices: the service writes them in Dutch
  {
    pattern:
      /^Glasvezel wordt aangelegd in deze wijk\. Aansluiten is mogelijk zodra de werkzaamheden zijn afgerond\.$/,
    say: {
      nl: () =>
        'Glasvezel wordt aangelegd in deze wijk. Aansluiten is mogelijk zodra de werkzaamheden zijn afgerond.',
      en: () =>
        'Fiber is being laid in this neighbourhood. Connecting is possible once the works are finished.',
    },
  },
  {
    pattern: /^(?<network>.+) legt glasvezel aan in deze straat; de graafwerkzaamheden zijn gestart\.$/,
    say: {
      nl: (parts) =>
        `${parts.network} legt glasvezel aan in deze straat; de graafwerkzaamheden zijn gestart.`,
      en: (parts) => `${parts.network} is laying fiber in this street; the digging has started.`,
    },
  },
  {
    pattern:
      /^(?<network>.+) legt glasvezel aan in deze buurt\. De aanleg start bij voldoende aanmeldingen\.$/,
    say: {
      nl: (parts) =>
        `${parts.network} legt glasvezel aan in deze buurt. De aanleg start bij voldoende aanmeldingen.`,
      en: (parts) =>
        `${parts.network} is laying fiber in this area. The work starts once enough households have signed up.`,
    },
  },
  {
    pattern:
      /^Het kopernetwerk in deze wijk wordt vervangen door glasvezel; koperdiensten worden na de overstap beëindigd\.$/,
    say: {
      nl: () =>
        'Het kopernetwerk in deze wijk wordt vervangen door glasvezel; koperdiensten worden na de overstap beëindigd.',
      en: () =>
        'The copper network in this neighbourhood is being replaced by fiber; copper services end after the switch.',
    },
  },
  {
    pattern:
      /^Werkzaamheden aan de wijkkast: tijdelijk geen nieuwe (?<technology>\S+)-aansluitingen mogelijk\.$/,
    say: {
      nl: (parts) =>
        `Werkzaamheden aan de wijkkast: tijdelijk geen nieuwe ${parts.technology}-aansluitingen mogelijk.`,
      en: (parts) =>
        `Works on the street cabinet: no new ${parts.technology} connections for the time being.`,
    },
  },
  {
    pattern:
      /^In deze straat wordt het glasvezelnetwerk uitgebreid met (?<technology>\S+) \(tot (?<speed>\d+(?:\.\d+)?) Gbit\/s\)\.$/,
    say: {
      nl: (parts, locale) =>
        `In deze straat wordt het glasvezelnetwerk uitgebreid met ${parts.technology} (tot ${numberIn(parts.speed, locale)} Gbit/s).`,
      en: (parts, locale) =>
        `The fiber network in this street is being extended with ${parts.technology} (up to ${numberIn(parts.speed, locale)} Gbit/s).`,
    },
  },
];

/** A sentence of the service in the reader's language, when the portal knows it. */
export function readServiceSentence(sentence: string, locale: SentenceLocale): ReadSentence {
  const original = sentence.trim();
  for (const known of KNOWN_SENTENCES) {
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
