/**
 * The calls whose answers become the OpenRPC documents' examples, per `<class> <method>`, run in
 * this order on a fresh sandbox seeded and running at EXAMPLE_TIME (run-examples.ts): the answers
 * are the sandbox's own, and a test replays them against a live sandbox. The mail examples create,
 * change and delete the same mailbox and forwarder, so a replay leaves the data as it found it.
 *
 * Each example's params must be a leading run of its method's params (required first, then the
 * optional ones in schema order): test-coverage maps example params onto names by position.
 */
import { demoAddresses, demoMail, demoTransactions } from '../../src/sandbox/store/seed/index.ts';

export interface ExampleCall {
  name: string;
  description?: string;
  params: Record<string, unknown>;
}

/** The moment the example sandbox is seeded at and lives at: its dates follow from it. */
export const EXAMPLE_TIME = new Date('2026-01-15T09:00:00.000Z');

/** The example sandbox's settings that change answers (besides the clock and a fresh seed). */
export const exampleSandboxSettings = { backofficeDelaySeconds: 0 } as const;

/** The account the examples call as: all permissions, whitelisted on loopback. */
export const EXAMPLE_ACCOUNT = { username: 'admin', password: 'sandbox-admin' } as const;

const { everything, providerDown, copperOnly } = demoAddresses;
const damrak = { zipcode: everything.zipcode, housenr: everything.housenr };
const newMailbox = `verkoop@${demoMail.domain}`;
const newForwarder = `bezorging@${demoMail.domain}`;

export const exampleCalls: Readonly<Record<string, readonly ExampleCall[]>> = {
  'broadband/basic/v1 list_providers': [{ name: 'providers', params: {} }],
  'broadband/basic/v1 zipcode': [
    { name: '1012AB 1', description: everything.shows, params: damrak },
    {
      name: '3011AB 10',
      description: providerDown.shows,
      params: { zipcode: providerDown.zipcode, housenr: providerDown.housenr },
    },
  ],
  'broadband/v1 list_providers': [{ name: 'providers', params: {} }],
  'broadband/v1 zipcode': [{ name: '1012AB 1', description: everything.shows, params: damrak }],
  'broadband/v1 carriercheck': [
    { name: '1012AB 1 fiber', params: { ...damrak, carrier: 'Fiber' } },
    {
      name: '3511AB 7 fiber',
      description: copperOnly.shows,
      params: { zipcode: copperOnly.zipcode, housenr: copperOnly.housenr, carrier: 'Fiber' },
    },
  ],
  'broadband/v1 list_carriers': [
    {
      name: 'fastest KPN products',
      description: 'KPN products of 100 Mbit/s (102400 kbit/s) or more, fastest first, three per page.',
      params: {
        pagination: { page: 1, per_page: 3 },
        sort: { download: 'DESC', name: 'ASC' },
        filter: { supplier: 'kpn', download: '>=102400' },
      },
    },
  ],
  'broadband/v1 list_transactions': [
    {
      name: 'new transactions',
      description: 'Transactions in state new, latest first, two per page, with the counts per action.',
      params: {
        filter: { state: 'new' },
        sort: { created_at: 'DESC' },
        pagination: { page: 1, per_page: 2 },
        count_by: ['action'],
      },
    },
  ],
  'broadband/v1 get_transaction': [{ name: 'by nid', params: { nid: demoTransactions.cancellable.nid } }],
  'broadband/v1 cancel_transaction': [
    {
      name: 'cancel a new transaction',
      description: 'The request is recorded; the state stays new until the backoffice cancels it.',
      params: { nid: demoTransactions.cancellable.nid },
    },
  ],
  'postcodes/v1 get_housenrs': [{ name: '1012AB', params: { zipcode: everything.zipcode } }],
  'postcodes/v1 get_housenrext': [{ name: '1012AB 1', params: damrak }],
  'postcodes/v1 get_address': [{ name: '1012AB 1', params: damrak }],
  'user/v1 get_profile': [{ name: 'own profile', params: {} }],
  'user/v1 set_profile': [
    { name: 'name', description: 'Sets the name it already has.', params: { name: 'Anna de Vries' } },
  ],
  'mail/v1 list_clients': [{ name: 'clients', params: {} }],
  'mail/v1 list_mailboxes': [{ name: 'of one client', params: { client_id: demoMail.clientId } }],
  'mail/v1 create_mailbox': [
    {
      name: newMailbox,
      params: {
        client_id: demoMail.clientId,
        email: newMailbox,
        name: 'Verkoop',
        password: 'Voorbeeld-wachtwoord-2026',
      },
    },
  ],
  'mail/v1 update_mailbox': [
    { name: newMailbox, params: { email: newMailbox, name: 'Verkoop en bestellingen' } },
  ],
  'mail/v1 delete_mailbox': [{ name: newMailbox, params: { email: newMailbox } }],
  'mail/v1 list_forwarders': [{ name: 'of one client', params: { client_id: demoMail.clientId } }],
  'mail/v1 create_forwarder': [
    {
      name: newForwarder,
      params: { client_id: demoMail.clientId, email: newForwarder, destinations: [demoMail.mailbox] },
    },
  ],
  'mail/v1 update_forwarder': [
    {
      name: newForwarder,
      params: { email: newForwarder, destinations: [demoMail.mailbox, `planning@${demoMail.domain}`] },
    },
  ],
  'mail/v1 delete_forwarder': [{ name: newForwarder, params: { email: newForwarder } }],
};
