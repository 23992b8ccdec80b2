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

const en: MailMessages = {
  title: 'Mail',
  intro: "Manage the mailboxes and forwarders of your customers' mail domains (clients).",
  noAccess: 'Your account has no access to mail: it lacks the #mail-r permission.',
  empty: '—',
  loading: 'Loading…',
  refreshing: 'Updating…',
  clients: {
    heading: 'Clients',
    caption: 'Mail domains with their number of mailboxes and forwarders',
    client: 'Client',
    domain: 'Domain',
    mailboxes: 'Mailboxes',
    forwarders: 'Forwarders',
    all: 'All clients',
    total: 'Total',
    loading: 'Loading clients…',
  },
  filter: {
    label: 'Filter',
    client: 'Client',
    allClients: 'All clients',
    unknownClient: (id) => `Unknown client ${id}`,
    clientOption: (name, domain) => `${name} (${domain})`,
    query: 'Search by address or name',
    clear: 'Clear filters',
    unknownClientNotice: (id) => `Client ${id} does not exist (any more). Choose another client or show all.`,
  },
  permissions: {
    write:
      'Read only: creating and changing is not possible because your account lacks the #mail-w permission.',
    delete: 'Deleting is not possible because your account lacks the #mail-d permission.',
  },
  mailboxes: {
    heading: 'Mailboxes',
    headingFor: (client) => `Mailboxes of ${client}`,
    count: (shown, total) =>
      shown === total ? `${total} mailbox${total === 1 ? '' : 'es'}` : `${shown} of ${total} mailboxes`,
    new: 'New mailbox',
    caption: 'Mailboxes',
    email: 'Address',
    name: 'Name',
    client: 'Client',
    quota: 'Storage',
    created: 'Created',
    actions: 'Actions',
    none: 'No mailboxes.',
    noneMatching: 'No mailboxes match the filter.',
    loading: 'Loading mailboxes…',
  },
  forwarders: {
    heading: 'Forwarders',
    headingFor: (client) => `Forwarders of ${client}`,
    count: (shown, total) =>
      shown === total ? `${total} forwarder${total === 1 ? '' : 's'}` : `${shown} of ${total} forwarders`,
    new: 'New forwarder',
    caption: 'Forwarders',
    email: 'Address',
    destinations: 'Forwards to',
    client: 'Client',
    created: 'Created',
    actions: 'Actions',
    none: 'No forwarders.',
    noneMatching: 'No forwarders match the filter.',
    loading: 'Loading forwarders…',
  },
  newBadge: 'new',
  quota: (megabytes) => `${megabytes} MB`,
  edit: 'Change',
  editLabel: (email) => `Change ${email}`,
  delete: 'Delete',
  deleteLabel: (email) => `Delete ${email}`,
  form: {
    client: 'Client',
    chooseClient: 'Choose a client',
    clientsLoading: 'Loading clients…',
    clientRequired: 'Choose the client (the mail domain).',
    email: 'Email address',
    emailHelpChoose: 'Choose the client first: the address must be at its domain.',
    emailHelp: (domain) => `The address must end in @${domain}.`,
    emailPlaceholder: (domain) => `name@${domain}`,
    emailInvalid: 'Enter a valid email address, for example name@domain.nl.',
    emailTooLong: 'An email address has at most 254 characters.',
    wrongDomain: (domain) => `This address does not belong to the client: it must end in @${domain}.`,
    name: 'Name',
    nameHelp: 'The name of the user, as recipients see it.',
    nameRequired: 'Enter a name.',
    nameTooLong: 'A name has at most 100 characters.',
    password: 'Password',
    passwordHelp: '10 to 128 characters.',
    newPassword: 'New password',
    newPasswordHelp: 'Leave empty to keep the password. 10 to 128 characters.',
    passwordTooShort: 'The password must have at least 10 characters.',
    passwordTooLong: 'The password may have at most 128 characters.',
    passwordRequired: 'Enter a password of at least 10 characters.',
    quota: 'Storage (MB)',
    quotaHelp: 'From 100 to 51,200 MB (50 GB). Default 1,024 MB.',
    quotaInvalid: 'Enter a whole number of MB from 100 to 51,200.',
    destinations: 'Forward to',
    destinationsHelp: 'One to twenty different addresses, also outside the client.',
    destination: (index) => `Destination ${index}`,
    addDestination: 'Add a destination',
    removeDestination: (index) => `Remove destination ${index}`,
    remove: 'Remove',
    destinationInvalid: 'Enter a valid email address or remove this row.',
    destinationsRequired: 'Enter at least one destination.',
    destinationsTooMany: 'At most twenty destinations.',
    destinationsUnique: 'Each destination may appear only once.',
    createMailbox: 'Create mailbox',
    createForwarder: 'Create forwarder',
    creating: 'Creating…',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    nothingChanged: 'Nothing was changed.',
    createFailed: {
      mailbox: 'The mailbox was not created.',
      forwarder: 'The forwarder was not created.',
    },
    updateFailed: {
      mailbox: 'The mailbox was not changed.',
      forwarder: 'The forwarder was not changed.',
    },
  },
  editDialog: {
    mailbox: (email) => `Change mailbox ${email}`,
    forwarder: (email) => `Change forwarder ${email}`,
    gone: (email) => `${email} is not (or no longer) in the list.`,
  },
  deleteDialog: {
    mailboxTitle: 'Delete mailbox?',
    forwarderTitle: 'Delete forwarder?',
    mailboxBody: (email) =>
      `The mailbox ${email} will be deleted, with all mail in it. This cannot be undone.`,
    forwarderBody: (email) =>
      `The forwarder ${email} will be deleted: mail to this address is no longer forwarded.`,
    confirm: 'Yes, delete',
    deleting: 'Deleting…',
    failed: {
      mailbox: 'The mailbox was not deleted.',
      forwarder: 'The forwarder was not deleted.',
    },
  },
  done: {
    created: {
      mailbox: (email) => `Mailbox ${email} was created.`,
      forwarder: (email) => `Forwarder ${email} was created.`,
    },
    updated: {
      mailbox: (email) => `Mailbox ${email} was changed.`,
      forwarder: (email) => `Forwarder ${email} was changed.`,
    },
    deleted: {
      mailbox: (email) => `Mailbox ${email} was deleted.`,
      forwarder: (email) => `Forwarder ${email} was deleted.`,
    },
  },
  cause: (cause, kind, email, clientId, domain) =>
    ({
      'client-missing': `Client ${clientId ?? ''} does not exist (any more): a ${
        kind === 'mailbox' ? 'mailbox' : 'forwarder'
      } can only be created for an existing client. Choose a client from the list.`,
      'address-is-mailbox':
        kind === 'forwarder'
          ? `${email} already exists as a mailbox. A forwarder's address must not already be a mailbox: choose another address, or delete the mailbox first.`
          : `A mailbox ${email} already exists. Choose another address.`,
      'address-is-forwarder':
        kind === 'mailbox'
          ? `${email} already exists as a forwarder. Choose another address, or delete the forwarder first.`
          : `A forwarder ${email} already exists. Change that forwarder instead of creating a new one.`,
      'wrong-domain': domain
        ? `${email} does not belong to the client: the address must end in @${domain}.`
        : `${email} is not at the client's domain.`,
      'not-found': `The ${kind} ${email} does not exist (any more); perhaps someone else deleted it meanwhile. The list has been updated.`,
    })[cause],
};

export const mailMessages = { nl, en };
