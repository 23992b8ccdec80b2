/**
 * The sentences the service sends with an address check: its inline errors (004, 010), its
 * whole-call errors (002, 003) and its construction notices, which it writes in Dutch.
 */
import { type KnownSentence, addressOf, numberIn } from './known-sentence.ts';

/** The address as the service writes it in a sentence: postcode, house number, any extension. */
const ADDRESS = '(?<zipcode>\\S+) (?<housenr>\\S+?)(?: (?<housenrext>[^:]+?))?';
const PROVIDER = '(?<provider>\\S+)';

export const addressCheckSentences = (): readonly KnownSentence[] => [
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
