/**
 * After every other browser test (Playwright project `server-logs`, which depends on them all):
 * what the run's servers wrote to their logs (playwright.config.ts sends each one's stdout to
 * SERVER_LOG_DIR, and the specs that start servers of their own do too) holds none of the secrets
 * the tests used: no password, TOTP secret, API key, token, session cookie, credentials header,
 * query string or request body.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SERVER_LOG_DIR } from '../playwright.config.ts';
import { demoAccounts, demoApiKeys } from '../src/sandbox/store/seed/accounts.ts';

const files = readdirSync(SERVER_LOG_DIR)
  .filter((name) => name.endsWith('.log'))
  .map((name) => ({ name, text: readFileSync(`${SERVER_LOG_DIR}/${name}`, 'utf8') }));
const lines = files.flatMap(({ name, text }) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ name, line })),
);

/** What no log line may hold, each with what it is. */
const secrets: [what: string, pattern: RegExp | string][] = [
  ...demoAccounts.map((account): [string, string] => [`${account.username}'s password`, account.password]),
  ...demoAccounts.flatMap((account): [string, string][] =>
    account.totpSecret ? [[`${account.username}'s TOTP secret`, account.totpSecret]] : [],
  ),
  ...demoApiKeys.map((key): [string, string] => [`the API key of "${key.description}"`, key.token]),
  ['a JWT', /eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['a sealed session cookie', /portal-session|v2\.[\w-]{16}\.[\w-]{16,}\.[\w-]{16,}/],
  ['a credentials header', /\b(Basic|Bearer) [\w+/=.-]{8,}/],
  [
    'the name of a secret field',
    /"(password|authorization|cookie|totp|x-totp|apikey|access_token|token)"\s*:/i,
  ],
];

test('the servers logged every request of the run as one JSON line', () => {
  const requests = lines.filter(({ line }) => line.startsWith('{') && line.includes('"path":'));
  expect(files.map(({ name }) => name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^portal-\d+\.log$/)]),
  );
  expect(requests.length).toBeGreaterThan(1000);
  const malformed = requests.filter(({ line }) => {
    const entry = JSON.parse(line) as { path: string; client: string };
    return entry.path.includes('?') || !/^[0-9a-f.:]+$/.test(entry.client);
  });
  expect(malformed.slice(0, 3)).toEqual([]);
});

test('no log line holds a secret the tests used', () => {
  const found = secrets.flatMap(([what, pattern]) =>
    lines
      .filter(({ line }) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line)))
      .slice(0, 3)
      .map(({ name, line }) => `${what} in ${name}: ${line.slice(0, 300)}`),
  );
  expect(found).toEqual([]);
});
