/** The mail page's texts in English: the same shape as the Dutch ones. */
import type { MailMessages } from './messages-nl.ts';

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
    listFailed: 'The clients cannot be shown.',
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
    listFailed: 'The mailboxes cannot be shown.',
    createWithoutList:
      'You can still create a mailbox here, but the portal cannot show it in a list afterwards.',
    createNotOffered: 'New mailboxes cannot be created here.',
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
    listFailed: 'The forwarders cannot be shown.',
    createWithoutList:
      'You can still create a forwarder here, but the portal cannot show it in a list afterwards.',
    createNotOffered: 'New forwarders cannot be created here.',
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
    clientNumber: 'Number of the client',
    clientNumberHelp:
      'The list of clients cannot be shown: enter the number of the client (the mail domain).',
    emailHelpUnknownDomain: "The address must be at the client's domain.",
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
    unread: (email) => `${email} cannot be looked up: a list that could hold it could not be read.`,
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

export default en;
