/** Mail domains (clients), mailboxes and forwarders of the demo customer. */
import type { Forwarder, MailClient, Mailbox } from '../../../contract/types.gen.ts';
import { addDays, addMinutes, toDatetime } from './dates.ts';
import { firstNames, surnames } from './places.ts';
import type { Rng } from './random.ts';
import { DEMO_CUSTOMER_ACCOUNT_ID, SECOND_CUSTOMER_ACCOUNT_ID } from './transactions.ts';

/**
 * A `mail_clients` row (the mailbox and forwarder counts of a listed client are computed); a
 * client belongs to one customer account.
 */
export type MailClientRow = Readonly<
  Pick<MailClient, 'client_id' | 'name' | 'domain'> & { customer_account_id: number }
>;
/** A `mailboxes` row, without the password hash. */
export type MailboxRow = Readonly<Mailbox>;
/** A `forwarders` row. */
export type ForwarderRow = Readonly<Omit<Forwarder, 'destinations'> & { destinations: readonly string[] }>;

export const MAILBOX_DEMO_PASSWORD = 'Mailbox-demo-2026';

export const mailClients: readonly MailClientRow[] = [
  { client_id: 1, name: 'Bakkerij Van der Meulen', domain: 'bakkerijvandermeulen.nl' },
  { client_id: 2, name: 'Fietsenmakerij De Spaak', domain: 'fietsenmakerij-despaak.nl' },
  { client_id: 3, name: 'Tandartspraktijk Zuidplein', domain: 'tandartszuidplein.nl' },
  { client_id: 4, name: 'Verbeek & De Graaf Advocaten', domain: 'verbeekdegraaf-advocaten.nl' },
  { client_id: 5, name: 'Architectenbureau Lijn 5', domain: 'lijn5architecten.nl' },
  { client_id: 6, name: 'Huisartsenpraktijk De Linde', domain: 'huisartsdelinde.nl' },
  { client_id: 7, name: 'Installatiebedrijf Smit en Zonen', domain: 'smit-installatie.nl' },
  { client_id: 8, name: 'Kinderopvang Het Zonnetje', domain: 'kinderopvanghetzonnetje.nl' },
].map((client) => ({ ...client, customer_account_id: DEMO_CUSTOMER_ACCOUNT_ID }));

/** Clients of a second customer account, which the demo customer's accounts must never see. */
export const secondCustomerMailClients: readonly MailClientRow[] = [
  { client_id: 101, name: 'Zeilmakerij Het Anker', domain: 'zeilmakerijhetanker.nl' },
  { client_id: 102, name: 'Boomkwekerij Oostergoo', domain: 'boomkwekerij-oostergoo.nl' },
].map((client) => ({ ...client, customer_account_id: SECOND_CUSTOMER_ACCOUNT_ID }));

/**
 * Fixed mail data tests can rely on: client 1 and one of its mailboxes and forwarders (created
 * before the generated ones, so they always exist).
 */
export const demoMail = {
  clientId: 1,
  clientName: 'Bakkerij Van der Meulen',
  domain: 'bakkerijvandermeulen.nl',
  mailbox: 'info@bakkerijvandermeulen.nl',
  forwarder: 'bestellingen@bakkerijvandermeulen.nl',
  /** Password of every seeded mailbox. */
  mailboxPassword: MAILBOX_DEMO_PASSWORD,
} as const;

const ROLE_MAILBOXES: readonly (readonly [string, string])[] = [
  ['info', 'Algemeen'],
  ['administratie', 'Administratie'],
  ['receptie', 'Receptie'],
];
const FORWARDER_LOCALS = [
  'bestellingen',
  'facturen',
  'planning',
  'vacatures',
  'support',
  'offertes',
  'afspraken',
  'klachten',
];
const EXTERNAL = [
  'administratie@dekker-accountants.nl',
  'boekhouding@jansen-administratie.nl',
  'backup.mail@ziggo.nl',
  'postbus@vanleeuwen-belastingadvies.nl',
];
const QUOTAS = [1024, 1024, 2048, 2048, 5120];

function localPart(first: string, last: string): string {
  return `${first}.${last.replace(/ /g, '')}`.toLowerCase().replace(/[^a-z.-]/g, '');
}

export type MailData = {
  readonly clients: readonly MailClientRow[];
  readonly mailboxes: readonly MailboxRow[];
  readonly forwarders: readonly ForwarderRow[];
};

export function generateMail(rng: Rng, now: Date): MailData {
  const mailboxes: MailboxRow[] = [];
  const forwarders: ForwarderRow[] = [];
  const taken = new Set<string>();
  const createdAt = (): string => toDatetime(addMinutes(addDays(now, -rng.int(20, 900)), rng.int(0, 1439)));

  for (const client of [...mailClients, ...secondCustomerMailClients]) {
    const own: string[] = [];
    const add = (local: string, name: string): void => {
      const email = `${local}@${client.domain}`;
      if (taken.has(email)) return;
      taken.add(email);
      own.push(email);
      mailboxes.push({
        email,
        client_id: client.client_id,
        name,
        quota_mb: rng.pick(QUOTAS),
        created_at: createdAt(),
      });
    };
    add('info', `${client.name} – algemeen`);
    const roles = rng.sample(ROLE_MAILBOXES.slice(1), rng.int(1, 2));
    for (const [local, label] of roles) add(local, `${client.name} – ${label.toLowerCase()}`);
    while (own.length < 5) {
      const first = rng.pick(firstNames);
      const last = rng.pick(surnames);
      add(localPart(first, last), `${first} ${last}`);
    }

    const locals =
      client.client_id === demoMail.clientId
        ? [
            'bestellingen',
            ...rng.sample(
              FORWARDER_LOCALS.filter((local) => local !== 'bestellingen'),
              rng.int(1, 2),
            ),
          ]
        : rng.sample(FORWARDER_LOCALS, rng.int(2, 3));
    for (const local of locals) {
      const email = `${local}@${client.domain}`;
      if (taken.has(email)) continue;
      taken.add(email);
      const destinations = rng.sample(own, rng.int(1, 2));
      if (rng.chance(0.3)) destinations.push(rng.pick(EXTERNAL));
      forwarders.push({
        email,
        client_id: client.client_id,
        destinations: destinations.filter((destination) => destination !== email),
        created_at: createdAt(),
      });
    }
  }
  return { clients: [...mailClients, ...secondCustomerMailClients], mailboxes, forwarders };
}
