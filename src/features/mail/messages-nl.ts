/** The mail page's texts in Dutch, the default language; messages-en.ts has the same shape. */
import type { FailureCause, MailKind } from './causes.ts';

const nl = {
  title: 'Mail',
  intro: 'Beheer de mailboxen en doorstuuradressen van de maildomeinen (klanten) van je klanten.',
  noAccess: 'Je account heeft geen toegang tot mail: het recht #mail-r ontbreekt.',
  empty: '—',
  loading: 'Bezig met laden…',
  refreshing: 'Bijwerken…',
  clients: {
    heading: 'Klanten',
    caption: 'Maildomeinen met het aantal mailboxen en doorstuuradressen',
    client: 'Klant',
    domain: 'Domein',
    mailboxes: 'Mailboxen',
    forwarders: 'Doorstuuradressen',
    all: 'Alle klanten',
    total: 'Totaal',
    loading: 'Klanten laden…',
    listFailed: 'De klanten kunnen niet worden getoond.',
  },
  filter: {
    label: 'Filter',
    client: 'Klant',
    allClients: 'Alle klanten',
    unknownClient: (id: number) => `Onbekende klant ${id}`,
    clientOption: (name: string, domain: string) => `${name} (${domain})`,
    query: 'Zoeken op adres of naam',
    clear: 'Filters wissen',
    unknownClientNotice: (id: number) =>
      `Klant ${id} bestaat niet (meer). Kies een andere klant of toon alle klanten.`,
  },
  permissions: {
    write: 'Alleen lezen: aanmaken en wijzigen kan niet, omdat je account het recht #mail-w mist.',
    delete: 'Verwijderen kan niet, omdat je account het recht #mail-d mist.',
  },
  mailboxes: {
    heading: 'Mailboxen',
    headingFor: (client: string) => `Mailboxen van ${client}`,
    count: (shown: number, total: number) =>
      shown === total ? `${total} mailbox${total === 1 ? '' : 'en'}` : `${shown} van ${total} mailboxen`,
    new: 'Nieuwe mailbox',
    caption: 'Mailboxen',
    email: 'Adres',
    name: 'Naam',
    client: 'Klant',
    quota: 'Opslag',
    created: 'Aangemaakt',
    actions: 'Acties',
    none: 'Geen mailboxen.',
    noneMatching: 'Geen mailboxen die aan het filter voldoen.',
    loading: 'Mailboxen laden…',
    listFailed: 'De mailboxen kunnen niet worden getoond.',
    createWithoutList:
      'Een nieuwe mailbox aanmaken kan hier wel, maar het portaal kan hem daarna niet in een lijst tonen.',
    createNotOffered: 'Nieuwe mailboxen kunnen hier niet worden aangemaakt.',
  },
  forwarders: {
    heading: 'Doorstuuradressen',
    headingFor: (client: string) => `Doorstuuradressen van ${client}`,
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} doorstuuradres${total === 1 ? '' : 'sen'}`
        : `${shown} van ${total} doorstuuradressen`,
    new: 'Nieuw doorstuuradres',
    caption: 'Doorstuuradressen',
    email: 'Adres',
    destinations: 'Doorsturen naar',
    client: 'Klant',
    created: 'Aangemaakt',
    actions: 'Acties',
    none: 'Geen doorstuuradressen.',
    noneMatching: 'Geen doorstuuradressen die aan het filter voldoen.',
    loading: 'Doorstuuradressen laden…',
    listFailed: 'De doorstuuradressen kunnen niet worden getoond.',
    createWithoutList:
      'Een nieuw doorstuuradres aanmaken kan hier wel, maar het portaal kan het daarna niet in een lijst tonen.',
    createNotOffered: 'Nieuwe doorstuuradressen kunnen hier niet worden aangemaakt.',
  },
  newBadge: 'nieuw',
  quota: (megabytes: string) => `${megabytes} MB`,
  edit: 'Wijzigen',
  editLabel: (email: string) => `${email} wijzigen`,
  delete: 'Verwijderen',
  deleteLabel: (email: string) => `${email} verwijderen`,
  form: {
    client: 'Klant',
    chooseClient: 'Kies een klant',
    clientsLoading: 'Klanten laden…',
    clientRequired: 'Kies de klant (het maildomein).',
    clientNumber: 'Nummer van de klant',
    clientNumberHelp:
      'De lijst met klanten kan niet worden getoond: vul het nummer van de klant (het maildomein) in.',
    emailHelpUnknownDomain: 'Het adres moet bij het domein van de klant horen.',
    email: 'E-mailadres',
    emailHelpChoose: 'Kies eerst de klant: het adres moet bij haar domein horen.',
    emailHelp: (domain: string) => `Het adres moet eindigen op @${domain}.`,
    emailPlaceholder: (domain: string) => `naam@${domain}`,
    emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@domein.nl.',
    emailTooLong: 'Een e-mailadres is hoogstens 254 tekens.',
    wrongDomain: (domain: string) => `Dit adres hoort niet bij de klant: het moet eindigen op @${domain}.`,
    name: 'Naam',
    nameHelp: 'De naam van de gebruiker, zoals ontvangers die zien.',
    nameRequired: 'Vul een naam in.',
    nameTooLong: 'Een naam is hoogstens 100 tekens.',
    password: 'Wachtwoord',
    passwordHelp: '10 tot 128 tekens.',
    newPassword: 'Nieuw wachtwoord',
    newPasswordHelp: 'Leeg laten om het wachtwoord niet te wijzigen. 10 tot 128 tekens.',
    passwordTooShort: 'Het wachtwoord moet minstens 10 tekens hebben.',
    passwordTooLong: 'Het wachtwoord mag hoogstens 128 tekens hebben.',
    passwordRequired: 'Vul een wachtwoord in van minstens 10 tekens.',
    quota: 'Opslag (MB)',
    quotaHelp: 'Van 100 tot 51.200 MB (50 GB). Standaard 1.024 MB.',
    quotaInvalid: 'Vul een geheel aantal MB in van 100 tot 51.200.',
    destinations: 'Doorsturen naar',
    destinationsHelp: 'Eén tot twintig verschillende adressen, ook buiten de klant.',
    destination: (index: number) => `Bestemming ${index}`,
    addDestination: 'Bestemming toevoegen',
    removeDestination: (index: number) => `Bestemming ${index} verwijderen`,
    remove: 'Verwijderen',
    destinationInvalid: 'Vul een geldig e-mailadres in of verwijder deze regel.',
    destinationsRequired: 'Vul minstens één bestemming in.',
    destinationsTooMany: 'Hoogstens twintig bestemmingen.',
    destinationsUnique: 'Elke bestemming mag maar één keer voorkomen.',
    createMailbox: 'Mailbox aanmaken',
    createForwarder: 'Doorstuuradres aanmaken',
    creating: 'Bezig met aanmaken…',
    save: 'Opslaan',
    saving: 'Bezig met opslaan…',
    cancel: 'Annuleren',
    close: 'Sluiten',
    nothingChanged: 'Er is niets gewijzigd.',
    createFailed: {
      mailbox: 'De mailbox is niet aangemaakt.',
      forwarder: 'Het doorstuuradres is niet aangemaakt.',
    } as Record<MailKind, string>,
    updateFailed: {
      mailbox: 'De mailbox is niet gewijzigd.',
      forwarder: 'Het doorstuuradres is niet gewijzigd.',
    } as Record<MailKind, string>,
  },
  editDialog: {
    mailbox: (email: string) => `Mailbox ${email} wijzigen`,
    forwarder: (email: string) => `Doorstuuradres ${email} wijzigen`,
    gone: (email: string) => `${email} staat niet (meer) in de lijst.`,
    unread: (email: string) =>
      `${email} kan niet worden opgezocht: een lijst waarin het kan staan, kon niet worden gelezen.`,
  },
  deleteDialog: {
    mailboxTitle: 'Mailbox verwijderen?',
    forwarderTitle: 'Doorstuuradres verwijderen?',
    mailboxBody: (email: string) =>
      `De mailbox ${email} wordt verwijderd, met alle mail erin. Dit kan niet ongedaan worden gemaakt.`,
    forwarderBody: (email: string) =>
      `Het doorstuuradres ${email} wordt verwijderd: mail aan dit adres wordt niet meer doorgestuurd.`,
    confirm: 'Ja, verwijderen',
    deleting: 'Bezig met verwijderen…',
    failed: {
      mailbox: 'De mailbox is niet verwijderd.',
      forwarder: 'Het doorstuuradres is niet verwijderd.',
    } as Record<MailKind, string>,
  },
  done: {
    created: {
      mailbox: (email: string) => `Mailbox ${email} is aangemaakt.`,
      forwarder: (email: string) => `Doorstuuradres ${email} is aangemaakt.`,
    },
    updated: {
      mailbox: (email: string) => `Mailbox ${email} is gewijzigd.`,
      forwarder: (email: string) => `Doorstuuradres ${email} is gewijzigd.`,
    },
    deleted: {
      mailbox: (email: string) => `Mailbox ${email} is verwijderd.`,
      forwarder: (email: string) => `Doorstuuradres ${email} is verwijderd.`,
    },
  },
  cause: (
    cause: FailureCause,
    kind: MailKind,
    email: string,
    clientId: number | null,
    domain: string | null,
  ) =>
    ({
      'client-missing': `Klant ${clientId ?? ''} bestaat niet (meer): ${
        kind === 'mailbox' ? 'een mailbox' : 'een doorstuuradres'
      } kan alleen bij een bestaande klant worden aangemaakt. Kies een klant uit de lijst.`,
      'address-is-mailbox':
        kind === 'forwarder'
          ? `${email} bestaat al als mailbox. Een doorstuuradres mag niet al een mailbox zijn: kies een ander adres, of verwijder eerst de mailbox.`
          : `Er bestaat al een mailbox ${email}. Kies een ander adres.`,
      'address-is-forwarder':
        kind === 'mailbox'
          ? `${email} bestaat al als doorstuuradres. Kies een ander adres, of verwijder eerst het doorstuuradres.`
          : `Er bestaat al een doorstuuradres ${email}. Wijzig dat doorstuuradres in plaats van een nieuw aan te maken.`,
      'wrong-domain': domain
        ? `${email} hoort niet bij de klant: het adres moet eindigen op @${domain}.`
        : `${email} hoort niet bij het domein van de klant.`,
      'not-found': `${kind === 'mailbox' ? 'De mailbox' : 'Het doorstuuradres'} ${email} bestaat niet (meer); misschien is ${
        kind === 'mailbox' ? 'hij' : 'het'
      } intussen door iemand anders verwijderd. De lijst is bijgewerkt.`,
    })[cause],
};

export type MailMessages = typeof nl;

export default nl;
