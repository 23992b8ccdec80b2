/**
 * Demo users and public API keys: the single source for the `users`, `ip_whitelist` and `api_keys`
 * tables and for the CLI that prints the credentials.
 */
import type { IpWhitelistEntry, Profile } from '../../../contract/types.gen.ts';

export const ALL_PERMISSIONS = [
  '#broadband-basic-r',
  '#broadband-r',
  '#broadband-ordering-d',
  '#postcodes-r',
  '#user-r',
  '#user-w',
  '#mail-r',
  '#mail-w',
  '#mail-d',
] as const;

export type Permission = (typeof ALL_PERMISSIONS)[number];

export type WhitelistEntry = Readonly<IpWhitelistEntry>;

export type DemoAccount = {
  /** `users.id`. */
  readonly id: number;
  readonly username: string;
  /** Plain-text demo password (sandbox only). */
  readonly password: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly language: Profile['language'];
  readonly customerAccountId: number;
  readonly permissions: readonly Permission[];
  /** IP whitelist in order (`ip_whitelist.position` 0..). */
  readonly whitelist: readonly WhitelistEntry[];
  /** Base32 TOTP secret when TOTP is enabled, else null. */
  readonly totpSecret: string | null;
  /** What the account demonstrates (printed by the CLI). */
  readonly purpose: string;
};

const LOOPBACK: readonly WhitelistEntry[] = [
  { subnet: '127.0.0.1/32', description: 'Local machine (IPv4)' },
  { subnet: '::1/128', description: 'Local machine (IPv6)' },
];

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 1,
    username: 'admin',
    password: 'sandbox-admin',
    name: 'Anna de Vries',
    email: 'anna.devries@glasvezel-partner.nl',
    phone: '+31 6 12345678',
    language: 'nl',
    customerAccountId: 4242,
    permissions: ALL_PERMISSIONS,
    whitelist: LOOPBACK,
    totpSecret: null,
    purpose: 'All permissions; whitelisted on the local machine, no TOTP.',
  },
  {
    id: 2,
    username: 'readonly',
    password: 'sandbox-readonly',
    name: 'Bram Jansen',
    email: 'bram.jansen@glasvezel-partner.nl',
    phone: '+31 6 23456789',
    language: 'en',
    customerAccountId: 4242,
    permissions: ALL_PERMISSIONS.filter(
      (permission) =>
        permission !== '#broadband-ordering-d' && permission !== '#mail-w' && permission !== '#mail-d',
    ),
    whitelist: LOOPBACK,
    totpSecret: null,
    purpose: 'Read-only: no #broadband-ordering-d, #mail-w, #mail-d (those calls give error 012).',
  },
  {
    id: 3,
    username: 'totp',
    password: 'sandbox-totp',
    name: 'Carla Bakker',
    email: 'carla.bakker@glasvezel-partner.nl',
    phone: '+31 6 34567890',
    language: 'nl',
    customerAccountId: 4242,
    permissions: ALL_PERMISSIONS,
    whitelist: [],
    totpSecret: DEMO_TOTP_SECRET,
    purpose: 'All permissions; empty IP whitelist, so every log-in needs a TOTP code (X-TOTP header).',
  },
  {
    id: 4,
    username: 'whitelist',
    password: 'sandbox-whitelist',
    name: 'Daan Visser',
    email: 'daan.visser@glasvezel-partner.nl',
    phone: '+31 20 794 5120',
    language: 'nl',
    customerAccountId: 4242,
    permissions: ALL_PERMISSIONS,
    whitelist: [
      { subnet: '127.0.0.0/8', description: 'Loopback' },
      { subnet: '::1/128', description: 'Local machine (IPv6)' },
    ],
    totpSecret: null,
    purpose: 'All permissions; whitelisted by CIDR range (127.0.0.0/8), no TOTP.',
  },
  {
    id: 5,
    username: 'regionet',
    password: 'sandbox-regionet',
    name: 'Eva Mulder',
    email: 'eva.mulder@regionet-glasvezel.nl',
    phone: '+31 58 215 4410',
    language: 'nl',
    customerAccountId: 5150,
    permissions: ALL_PERMISSIONS,
    whitelist: LOOPBACK,
    totpSecret: null,
    purpose:
      "Another customer (account 5150) with mail clients of its own; sees none of the other accounts' mail or transactions.",
  },
];

export type DemoApiKey = {
  readonly token: string;
  readonly description: string;
  readonly referers: readonly string[];
  readonly permissions: readonly Permission[];
  readonly rateLimitPerMinute: number;
};

export const demoApiKeys: readonly DemoApiKey[] = [
  {
    token: 'pk_sandbox_local_4f9c2d7a1e6b',
    description: 'Address-check widget on a local page',
    referers: ['localhost', '127.0.0.1'],
    permissions: ['#broadband-basic-r', '#postcodes-r'],
    rateLimitPerMinute: 120,
  },
  {
    token: 'pk_sandbox_any_8b3e5f0c9d21',
    description: 'Address-check widget on any site',
    referers: ['*'],
    permissions: ['#broadband-basic-r', '#postcodes-r'],
    rateLimitPerMinute: 60,
  },
];
