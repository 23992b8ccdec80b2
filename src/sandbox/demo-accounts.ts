import { demoAccounts, demoApiKeys } from './store/seed/accounts.ts';

/** What `--accounts` prints: everything a demo or a scripted test needs to sign in. */
export function demoAccountsReport() {
  return {
    accounts: demoAccounts.map((account) => ({
      username: account.username,
      password: account.password,
      name: account.name,
      permissions: [...account.permissions],
      totp_secret: account.totpSecret,
      ip_whitelist: account.whitelist.map((entry) => ({ ...entry })),
      purpose: account.purpose,
    })),
    api_keys: demoApiKeys.map((key) => ({
      token: key.token,
      description: key.description,
      referers: [...key.referers],
      permissions: [...key.permissions],
      rate_limit_per_minute: key.rateLimitPerMinute,
    })),
  };
}

export function printDemoAccounts(print: (line: string) => void): void {
  print('Demo accounts (user / password):');
  for (const account of demoAccounts) {
    const totp = account.totpSecret ? ` TOTP secret: ${account.totpSecret}` : '';
    print(`  ${account.username.padEnd(10)} / ${account.password.padEnd(18)} ${account.purpose}${totp}`);
  }
  print('apiKey tokens (header "apiKey"):');
  for (const key of demoApiKeys) print(`  ${key.token}  ${key.description} (${key.referers.join(', ')})`);
}
