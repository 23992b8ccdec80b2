/**
 * The sentences of the service's refusals (012: a permission the caller lacks, an action the item or
 * the account does not allow, the demo's limits), of requests it cannot answer (002 for a postcode
 * it does not know, 011 for whitelist entries and carrier filters that are not what they must be),
 * and the cancellation reason it records when none is given.
 */
import { type KnownSentence, type SentenceLocale, postcodeOf } from './known-sentence.ts';

/** A transaction's state in the reader's words; one the portal does not know as the service names it. */
const STATES: Readonly<Record<string, Record<SentenceLocale, string>>> = {
  new: { nl: 'nieuw', en: 'new' },
  processing: { nl: 'in behandeling', en: 'being processed' },
  finished: { nl: 'afgerond', en: 'finished' },
  cancelled: { nl: 'geannuleerd', en: 'cancelled' },
};
const stateIn = (state: string | undefined, locale: SentenceLocale) =>
  state !== undefined && Object.hasOwn(STATES, state) ? STATES[state]![locale] : (state ?? '');

/** The subnets of 011's "Invalid IP whitelist entries: /ip_whitelist/0/subnet "x" is not …; …". */
const WHITELIST_ENTRY = /\/\S+ "(?<subnet>[^"]*)" is not an IPv4\/IPv6 address or CIDR range/g;
const subnetsOf = (entries: string | undefined, locale: SentenceLocale) =>
  [...(entries ?? '').matchAll(WHITELIST_ENTRY)]
    .map((match) => (locale === 'nl' ? `„${match.groups?.subnet ?? ''}”` : `“${match.groups?.subnet ?? ''}”`))
    .join(', ');

export const refusalSentences = (): readonly KnownSentence[] => [
  {
    pattern: /^Config prohibited: (?<user>\S+) lacks permission (?<permission>\S+) for (?<method>\S+)\.$/,
    say: {
      nl: (parts) =>
        `Het account ${parts.user} mag dit niet: daarvoor is het recht ${parts.permission} nodig (${parts.method}).`,
      en: (parts) =>
        `The account ${parts.user} may not do this: it needs the permission ${parts.permission} (${parts.method}).`,
    },
  },
  {
    pattern:
      /^Config prohibited: (?<user>\S+) lacks every permission of (?<className>\S+) \((?<permissions>[^)]+)\) for (?<method>\S+)\.$/,
    say: {
      nl: (parts) =>
        `Het account ${parts.user} mag dit niet: daarvoor is een van de rechten ${parts.permissions} nodig (${parts.method}).`,
      en: (parts) =>
        `The account ${parts.user} may not do this: it needs one of the permissions ${parts.permissions} (${parts.method}).`,
    },
  },
  {
    pattern: /^Config prohibited: transaction (?<uuid>\S+) \(state (?<state>[^)]+)\) cannot be cancelled\.$/,
    say: {
      nl: (parts) =>
        `Transactie ${parts.uuid} kan niet (meer) worden geannuleerd (status: ${stateIn(parts.state, 'nl')}).`,
      en: (parts) =>
        `Transaction ${parts.uuid} can no longer be cancelled (state: ${stateIn(parts.state, 'en')}).`,
    },
  },
  {
    pattern: /^Config prohibited: only a user account has a profile\.$/,
    say: {
      nl: () => 'Alleen een gebruikersaccount heeft een profiel.',
      en: () => 'Only a user account has a profile.',
    },
  },
  {
    pattern:
      /^Config prohibited: an IP whitelist holds at most (?<most>\d+) entries; this update would leave (?<count>\d+)\.$/,
    say: {
      nl: (parts) =>
        `Een IP-whitelist heeft hoogstens ${parts.most} regels; na deze wijziging zouden het er ${parts.count} zijn.`,
      en: (parts) =>
        `An IP whitelist holds at most ${parts.most} entries; this change would leave ${parts.count}.`,
    },
  },
  {
    pattern: /^Config prohibited: TOTP is already enabled; disable it before enrolling again\.$/,
    say: {
      nl: () => 'De tweestapsverificatie staat al aan. Zet die eerst uit om haar opnieuw in te stellen.',
      en: () => 'Two-step verification is already on. Turn it off first to set it up again.',
    },
  },
  {
    pattern:
      /^Config prohibited: an account needs an IP whitelist entry or enabled TOTP; keep one of them\.$/,
    say: {
      nl: () =>
        'Een account heeft altijd een regel op de IP-whitelist of ingeschakelde tweestapsverificatie nodig: houd er een van de twee.',
      en: () =>
        'An account always needs an IP whitelist entry or two-step verification turned on: keep one of the two.',
    },
  },
  {
    pattern:
      /^Config prohibited: in demo mode the shared data is read-only, so that no visitor changes what the others see \((?<method>\S+) needs (?<permission>\S+)\)\. Sign in as a persona \(POST demo\/sign-in\) to change data of your own\.$/,
    say: {
      nl: () =>
        'In de demo zijn de gedeelde gegevens alleen te bekijken, zodat geen bezoeker verandert wat de anderen zien. Log in met een persona om in een eigen kopie te wijzigen.',
      en: () =>
        'In the demo the shared data can only be viewed, so that no visitor changes what the others see. Sign in as a persona to make changes in a copy of your own.',
    },
  },
  {
    pattern:
      /^Config prohibited: your demo data has reached its size limit of (?<kib>\d+) KiB beyond the seed, so nothing more can be added\. Delete something you created, or reset your demo data \(POST demo\/reset\)\.$/,
    say: {
      nl: () =>
        'Je demogegevens zijn zo gegroeid dat er niets meer bij kan. Verwijder iets wat je hebt aangemaakt, of zet je demogegevens terug.',
      en: () =>
        'Your demo data has grown so much that nothing more can be added. Delete something you created, or reset your demo data.',
    },
  },
  {
    pattern: /^Unknown zipcode (?<zipcode>\S+): no addresses are known for it\.$/,
    say: {
      nl: (parts) => `Bij postcode ${postcodeOf(parts.zipcode ?? '')} zijn geen adressen bekend.`,
      en: (parts) => `No addresses are known at postcode ${postcodeOf(parts.zipcode ?? '')}.`,
    },
  },
  {
    pattern:
      /^Invalid IP whitelist entries: (?<entries>\/\S+ "[^"]*" is not an IPv4\/IPv6 address or CIDR range(?:; \/\S+ "[^"]*" is not an IPv4\/IPv6 address or CIDR range)*)\.$/,
    say: {
      nl: (parts) => `Geen IP-adres of -bereik (zoals 192.0.2.0/24): ${subnetsOf(parts.entries, 'nl')}.`,
      en: (parts) => `Not an IP address or range (such as 192.0.2.0/24): ${subnetsOf(parts.entries, 'en')}.`,
    },
  },
  {
    pattern:
      /^Filter (?<column>\S+) must be a whole number, optionally prefixed with >= or <=; got "(?<value>[^"]*)"\.$/,
    say: {
      nl: (parts) =>
        `Het filter op ${parts.column} moet een geheel getal zijn, eventueel met >= of <= ervoor; „${parts.value}” is dat niet.`,
      en: (parts) =>
        `The filter on ${parts.column} must be a whole number, optionally with >= or <= before it; “${parts.value}” is not.`,
    },
  },
  {
    pattern: /^Cancelled by customer$/,
    say: {
      nl: () => 'Geannuleerd door de klant',
      en: () => 'Cancelled by customer',
    },
  },
];
