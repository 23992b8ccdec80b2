/**
 * The sentences the service sends when a create (006), delete (007) or update (008) fails: of a
 * mailbox or forwarder (mail), a transaction (broadband; `get_transaction` too says "update"), and
 * the caller's TOTP, IP whitelist or profile (user).
 */
import type { KnownSentence, Parts, SentenceLocale } from './known-sentence.ts';

const MAIL_KIND = '(?<kind>mailbox|forwarder)';
const EMAIL = '(?<email>\\S+)';

/** "mailbox a@b.nl" or "forwarder a@b.nl" in the reader's words, as the start of a sentence. */
function mailItem({ kind, email = '' }: Parts, locale: SentenceLocale): string {
  if (locale === 'nl') return `${kind === 'forwarder' ? 'Doorstuuradres' : 'Mailbox'} ${email}`;
  return `${kind === 'forwarder' ? 'Forwarder' : 'Mailbox'} ${email}`;
}

/** "it" in Dutch: de mailbox (die), het doorstuuradres (dat). */
const itNl = ({ kind }: Parts) => (kind === 'forwarder' ? 'dat' : 'die');

const notDone: Record<string, Record<SentenceLocale, string>> = {
  create: { nl: 'aangemaakt', en: 'created' },
  delete: { nl: 'verwijderd', en: 'deleted' },
  update: { nl: 'gewijzigd', en: 'changed' },
};
const notDoneIn = (verb: string | undefined, locale: SentenceLocale) => notDone[verb ?? 'update']![locale];

function transactionItem({ uuid, nid }: Parts, locale: SentenceLocale): string {
  if (locale === 'nl') return uuid ? `Transactie ${uuid}` : `De transactie met NID ${nid ?? ''}`;
  return uuid ? `Transaction ${uuid}` : `The transaction with NID ${nid ?? ''}`;
}

export const changeSentences = (): readonly KnownSentence[] => [
  {
    pattern: new RegExp(
      `^Failed to create ${MAIL_KIND} ${EMAIL}: client (?<client>\\d+) does not exist; a mailbox or forwarder requires an existing client\\.$`,
    ),
    say: {
      nl: (parts) =>
        `${mailItem(parts, 'nl')} is niet aangemaakt: klant ${parts.client} bestaat niet, en een mailbox of doorstuuradres hoort altijd bij een bestaande klant.`,
      en: (parts) =>
        `${mailItem(parts, 'en')} was not created: client ${parts.client} does not exist, and a mailbox or forwarder always belongs to an existing client.`,
    },
  },
  {
    pattern: new RegExp(
      `^Failed to create ${MAIL_KIND} ${EMAIL}: the address must be at the client's domain (?<domain>\\S+)\\.$`,
    ),
    say: {
      nl: (parts) =>
        `${mailItem(parts, 'nl')} is niet aangemaakt: het adres moet eindigen op het domein van de klant, ${parts.domain}.`,
      en: (parts) =>
        `${mailItem(parts, 'en')} was not created: the address must be at the client’s domain, ${parts.domain}.`,
    },
  },
  {
    pattern: new RegExp(`^Failed to create ${MAIL_KIND} ${EMAIL}: it already exists\\.$`),
    say: {
      nl: (parts) => `${mailItem(parts, 'nl')} is niet aangemaakt: ${itNl(parts)} bestaat al.`,
      en: (parts) => `${mailItem(parts, 'en')} was not created: it already exists.`,
    },
  },
  {
    pattern: new RegExp(
      `^Failed to create (?<kind>forwarder) ${EMAIL}: the address already exists as a mailbox; a forwarder requires that it does not\\.$`,
    ),
    say: {
      nl: (parts) =>
        `${mailItem(parts, 'nl')} is niet aangemaakt: er is al een mailbox met dit adres, en een doorstuuradres kan geen mailbox zijn.`,
      en: (parts) =>
        `${mailItem(parts, 'en')} was not created: there is already a mailbox with this address, and a forwarder cannot be a mailbox.`,
    },
  },
  {
    pattern: new RegExp(
      `^Failed to create (?<kind>mailbox) ${EMAIL}: the address already exists as a forwarder\\.$`,
    ),
    say: {
      nl: (parts) =>
        `${mailItem(parts, 'nl')} is niet aangemaakt: er is al een doorstuuradres met dit adres.`,
      en: (parts) =>
        `${mailItem(parts, 'en')} was not created: there is already a forwarder with this address.`,
    },
  },
  {
    pattern: new RegExp(`^Failed to (?<verb>delete|update) ${MAIL_KIND} ${EMAIL}: it does not exist\\.$`),
    say: {
      nl: (parts) =>
        `${mailItem(parts, 'nl')} is niet ${notDoneIn(parts.verb, 'nl')}: ${itNl(parts)} bestaat niet (meer).`,
      en: (parts) =>
        `${mailItem(parts, 'en')} was not ${notDoneIn(parts.verb, 'en')}: it does not exist (any more).`,
    },
  },
  {
    pattern:
      /^Failed to (?<verb>delete|update) transaction (?:with NID (?<nid>\S+)|(?<uuid>\S+)): it does not exist\.$/,
    say: {
      nl: (parts) => `${transactionItem(parts, 'nl')} is niet gevonden.`,
      en: (parts) => `${transactionItem(parts, 'en')} was not found.`,
    },
  },
  {
    pattern: /^Failed to update totp: the code is not valid for this secret right now\.$/,
    say: {
      nl: () =>
        'De tweestapsverificatie is niet gewijzigd: de code klopt niet. Gebruik de code die de app nu toont.',
      en: () =>
        'Two-step verification was not changed: the code is not right. Use the code the app shows now.',
    },
  },
  {
    pattern: /^Failed to update totp: the code was already used; wait for the next one\.$/,
    say: {
      nl: () =>
        'De tweestapsverificatie is niet gewijzigd: deze code is al gebruikt. Wacht op de volgende code in de app.',
      en: () =>
        'Two-step verification was not changed: this code was already used. Wait for the next code in the app.',
    },
  },
  {
    pattern: /^Failed to update totp: there is no pending enrolment to confirm; enrol first\.$/,
    say: {
      nl: () =>
        'De tweestapsverificatie is niet aangezet: er wacht geen instelling op bevestiging. Begin opnieuw met instellen.',
      en: () =>
        'Two-step verification was not turned on: no set-up is waiting to be confirmed. Start setting it up again.',
    },
  },
  {
    pattern: /^Failed to update totp: TOTP is not enabled\.$/,
    say: {
      nl: () => 'De tweestapsverificatie is niet uitgezet: die staat al uit.',
      en: () => 'Two-step verification was not turned off: it is already off.',
    },
  },
  {
    pattern: /^Failed to update ip_whitelist: (?<subnet>\S+) is not on the whitelist\.$/,
    say: {
      nl: (parts) => `De IP-whitelist is niet gewijzigd: ${parts.subnet} staat er niet op.`,
      en: (parts) => `The IP whitelist was not changed: ${parts.subnet} is not on it.`,
    },
  },
  {
    pattern: /^Failed to update profile: the account no longer exists\.$/,
    say: {
      nl: () => 'Het profiel is niet gewijzigd: het account bestaat niet meer.',
      en: () => 'The profile was not changed: the account no longer exists.',
    },
  },
];
