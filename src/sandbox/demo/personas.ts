/**
 * What a demo offers on its sign-in page: the personas (demo accounts signed in with one button)
 * and the addresses that show each behaviour of the address check.
 */
import { type DemoAccount, demoAccounts } from '../store/seed/accounts.ts';
import { type DemoAddressName, demoAddresses } from '../store/seed/addresses.ts';

export interface Persona {
  /** Stable id the portal names its texts by. */
  id: 'staff' | 'read-only' | 'totp' | 'whitelist';
  account: DemoAccount;
}

const accountNamed = (username: string): DemoAccount => {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  return account;
};

export const personas: readonly Persona[] = [
  { id: 'staff', account: accountNamed('admin') },
  { id: 'read-only', account: accountNamed('readonly') },
  { id: 'totp', account: accountNamed('totp') },
  { id: 'whitelist', account: accountNamed('whitelist') },
];

/** The address check's behaviours, in the order a demo walks through them. */
export const scenarios: readonly DemoAddressName[] = [
  'everything',
  'providerDown',
  'complex',
  'unserved',
  'copperOnly',
  'allProvidersDown',
  'extension',
];

export function scenarioList() {
  return scenarios.map((id) => {
    const { zipcode, housenr, housenrext, street, city, shows } = demoAddresses[id];
    return { id, zipcode, housenr, housenrext, street, city, shows };
  });
}
