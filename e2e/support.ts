import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { demoAccounts } from '../src/sandbox/store/seed/accounts.ts';

export type DemoUser = 'admin' | 'readonly' | 'totp' | 'whitelist';

export function account(username: DemoUser) {
  const found = demoAccounts.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  return found;
}

export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Fills the log-in form as a person would, including the TOTP step when the account asks for it. */
export async function logInAs(page: Page, username: DemoUser, password = account(username).password) {
  await page.getByLabel(/Gebruikersnaam|User name/).fill(username);
  await page.getByLabel(/Wachtwoord|Password/).fill(password);
  await page.getByRole('button', { name: /^(Inloggen|Log in)$/ }).click();
  const secret = account(username).totpSecret;
  if (secret && password === account(username).password) {
    await page.getByLabel(/Zescijferige code|Six-digit code/).fill(totpCode(secret));
    await page.getByRole('button', { name: /^(Bevestigen|Confirm)$/ }).click();
  }
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Collects what the browser console says about blocked content (CSP) during a test. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** `list_carriers` as the service answers it, for comparison (Basic auth from loopback, as a partner's script would). */
export async function listCarriersFromApi(request: APIRequestContext, params: object) {
  const { username, password } = account('admin');
  const response = await request.post('/api/broadband/v1', {
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    data: { jsonrpc: '2.0', id: 1, method: 'list_carriers', params },
  });
  const body = (await response.json()) as {
    result: { carriers: Record<string, unknown>[]; pagination: { total_items: number } };
  };
  return body.result;
}

/** The text of each page of a PDF, one line per line of text, spaces as printed. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join('')
        .replace(/[ \t\u00a0]+/g, ' '),
    );
  }
  await loading.destroy();
  return pages;
}
