import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { PORTAL_URL } from '../playwright.config.ts';
import { type DemoUser, account, expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

async function openConsole(page: Page, search = '', user: DemoUser = 'admin') {
  await page.goto(`/login?next=${encodeURIComponent(`/console${search}`)}`);
  await logInAs(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'API-console' })).toBeVisible();
}

const methodList = (page: Page) => page.getByRole('navigation', { name: 'Methoden' });
const methodLink = (page: Page, method: string) =>
  methodList(page).getByRole('link', { name: new RegExp(`^${method}\\b`) });
const methodHeading = (page: Page, method: string) =>
  page.getByRole('heading', { level: 2, name: method, exact: true });
const replyRegion = (page: Page) => page.getByRole('region', { name: 'Antwoord', exact: true });
const replyJson = (page: Page) => page.getByRole('region', { name: 'Antwoord (JSON)', exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Verzenden', exact: true }).click();
const rawEditor = (page: Page) => page.getByRole('textbox', { name: 'Parameters (JSON)' });

/** Counts the JSON-RPC requests the page sends to one class URL. */
function countCalls(page: Page, classPath: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${classPath}`) calls += 1;
  });
  return () => calls;
}

async function expectReplyWithCidAndTiming(page: Page, outcome: RegExp) {
  const reply = replyRegion(page);
  await expect(reply.getByRole('status')).toHaveText(/^Antwoord ontvangen in [\d.]+ ms: /);
  await expect(reply.getByRole('status')).toHaveText(outcome);
  const cid = (await reply.locator('.console-reply__cid').textContent()) ?? '';
  expect(cid).toMatch(/^[0-9a-f]{24}$/);
  await expect(reply.locator('.console-reply__duration')).toHaveText(/^[\d.]+ ms$/);
  return cid;
}

test('runs methods from the list and shows each reply or error with its cid and timing', async ({ page }) => {
  const csp = watchCspViolations(page);
  await openConsole(page, '?method=broadband/basic/v1:list_providers');
  await expect(methodHeading(page, 'list_providers')).toBeVisible();
  await expect(page.getByText('Deze methode heeft geen parameters.')).toBeVisible();
  await send(page);
  await expectReplyWithCidAndTiming(page, /resultaat\.$/);
  await expect(replyJson(page)).toContainText('"KPNWBA"');

  // a method with parameters, found, filled and sent: e2e/flows/console.flow.ts
  await methodList(page).getByLabel('Zoek een methode').fill('transaction');
  await methodLink(page, 'get_transaction').click();
  await expect(methodHeading(page, 'get_transaction')).toBeVisible();
  await page.getByRole('textbox', { name: 'uuid' }).fill('00000000-0000-4000-8000-000000000000');
  await send(page);
  const cid = await expectReplyWithCidAndTiming(page, /fout 008\.$/);
  await expect(replyRegion(page).getByText('Foutcode 008')).toBeVisible();
  await expect(replyJson(page)).toContainText('"code": 8');
  await expect(replyJson(page)).toContainText(`"cid": "${cid}"`);

  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('form and JSON views stay in sync; the method and the params sent survive a reload', async ({
  page,
}) => {
  await openConsole(page, '?method=postcodes/v1:get_housenrs');
  await expect(methodHeading(page, 'get_housenrs')).toBeVisible();
  await page.getByRole('textbox', { name: 'zipcode' }).fill('1012AB');
  await page.getByRole('button', { name: 'JSON', exact: true }).click();
  await expect(page.getByRole('button', { name: 'JSON', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(JSON.parse(await rawEditor(page).inputValue())).toEqual({ zipcode: '1012AB' });
  await expect(page).toHaveURL(/view=raw/);

  await rawEditor(page).fill('{"zipcode": "3011AB"}');
  await page.getByRole('button', { name: 'Formulier' }).click();
  await expect(page.getByRole('textbox', { name: 'zipcode' })).toHaveValue('3011AB');
  await send(page);
  await expectReplyWithCidAndTiming(page, /resultaat\.$/);
  await expect(page).toHaveURL(/params=/);

  await page.reload();
  await expect(methodHeading(page, 'get_housenrs')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'zipcode' })).toHaveValue('3011AB');
});

test('invalid JSON and schema violations are shown before sending, and nothing is sent', async ({ page }) => {
  const postcodeCalls = countCalls(page, 'postcodes/v1');
  const broadbandCalls = countCalls(page, 'broadband/v1');
  await openConsole(page, '?method=postcodes/v1:get_housenrs&view=raw');
  await expect(methodHeading(page, 'get_housenrs')).toBeVisible();

  await rawEditor(page).fill('{"zipcode": ');
  await send(page);
  await expect(page.getByRole('alert')).toContainText('Dit is geen geldige JSON');
  await expect(rawEditor(page)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Formulier' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Dit is geen geldige JSON');

  await rawEditor(page).fill('{"zipcode": "0123AB", "housenr": 1}');
  const issues = page.getByRole('alert').filter({ hasText: 'Niet verzonden' });
  await expect(issues).toContainText('params/zipcode');
  await expect(issues).toContainText('params/housenr');
  await expect(issues).toContainText('Dit veld staat niet in het schema.');

  await rawEditor(page).fill('{"zipcode": "0123AB"}');
  await page.getByRole('button', { name: 'Formulier' }).click();
  await send(page);
  await expect(page.getByRole('textbox', { name: 'zipcode' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Deze waarde heeft niet de juiste vorm.')).toBeVisible();

  await methodList(page).getByLabel('Zoek een methode').fill('get_transaction');
  await methodLink(page, 'get_transaction').click();
  await send(page);
  await expect(page.getByRole('alert')).toContainText('Geef precies één van: nid, uuid.');
  await page.getByRole('button', { name: 'JSON', exact: true }).click();
  await rawEditor(page).fill('{"nid": null, "uuid": "00000000-0000-4000-8000-000000000000"}');
  await send(page);
  await expect(page.getByRole('alert')).toContainText('Geef precies één van: nid, uuid.');

  expect(postcodeCalls()).toBe(0);
  expect(broadbandCalls()).toBe(0);

  // nid may be null by contract: the check lets it through, and the service answers 008
  await rawEditor(page).fill('{"nid": null}');
  await send(page);
  await expectReplyWithCidAndTiming(page, /fout 008\.$/);
  expect(broadbandCalls()).toBe(1);
});

test('copy as curl gives a working command for the base URL with a token placeholder', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(page, '?method=broadband/v1:list_carriers&view=raw');
  await expect(methodHeading(page, 'list_carriers')).toBeVisible();
  await expect(methodLink(page, 'list_carriers')).toHaveAttribute('aria-current', 'page');
  await rawEditor(page).fill(
    '{"pagination": {"page": 1, "per_page": 2}, "filter": {"name": "\'s-Hertogenbosch"}}',
  );
  await page.getByRole('button', { name: 'Kopiëren als curl' }).click();
  // the message that says so: e2e/flows/console.flow.ts
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl /);
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`curl '${PORTAL_URL}/api/broadband/v1'`);
  expect(command).toContain('-H "Authorization: Bearer $TOKEN"');
  expect(command).toContain(`-H 'Content-Type: application/json'`);
  expect(command).toContain('"method":"list_carriers"');
  expect(command).toContain(`'\\''s-Hertogenbosch`);

  const logIn = await request.post(`${PORTAL_URL}/api/jwt/log-in`, {
    data: { username: 'admin', password: account('admin').password },
  });
  const { access_token: token } = (await logIn.json()) as { access_token: string };
  const output = execFileSync('sh', ['-c', `${command} --silent --show-error`], {
    env: { PATH: process.env.PATH, TOKEN: token },
    encoding: 'utf8',
  });
  const reply = JSON.parse(output) as { result?: { carriers: unknown[]; pagination: unknown } };
  expect(reply.result?.carriers).toEqual([]);
  expect(reply.result?.pagination).toBeDefined();

  await rawEditor(page).fill('{"pagination": ');
  await expect(page.getByRole('button', { name: 'Kopiëren als curl' })).toBeDisabled();
});

test('search filters the method list and keeps the words in the URL', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByText('Kies een methode uit de lijst.')).toBeVisible();
  const search = methodList(page).getByLabel('Zoek een methode');
  await expect(methodList(page).getByRole('link')).toHaveCount(23);
  await search.fill('housenr');
  await expect(methodList(page).getByRole('link')).toHaveCount(2);
  await expect(methodLink(page, 'get_housenrs')).toBeVisible();
  await expect(methodLink(page, 'get_housenrext')).toBeVisible();
  await expect(page).toHaveURL(/q=housenr/);
  await search.fill('ordering');
  await expect(methodList(page).getByRole('link')).toHaveCount(1);
  await expect(methodLink(page, 'cancel_transaction')).toBeVisible();
  await search.fill('mail 1.0.0 sandbox');
  await expect(methodList(page).getByRole('link')).toHaveCount(9);
  await search.fill('niets-dat-bestaat');
  await expect(methodList(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByText('Geen methode gevonden.')).toBeVisible();
});

test('method summaries speak the interface’s language; the service’s rules are marked as its English text', async ({
  page,
}) => {
  await openConsole(page, '?method=mail/v1:delete_forwarder');
  await expect(methodLink(page, 'delete_forwarder')).toContainText('Een doorstuuradres verwijderen.');
  await expect(page.locator('.method-panel__summary')).toHaveText('Een doorstuuradres verwijderen.');
  await expect(methodList(page).getByText('Delete a forwarder.')).toHaveCount(0);
  const rules = page.locator('.method-panel__rules');
  await expect(rules).toContainText('Zoals de dienst ze beschrijft, in het Engels.');
  await expect(rules.locator('p[lang="en"]')).toHaveCount(1);
  await methodList(page).getByLabel('Zoek een methode').fill('doorstuuradres verwijderen');
  await expect(methodList(page).getByRole('link')).toHaveCount(1);

  await page.getByLabel('Taal').selectOption('en');
  await expect(page.locator('.method-panel__summary')).toHaveText('Delete a forwarder.');
  await expect(page.getByText('Zoals de dienst ze beschrijft')).toHaveCount(0);
});

test('methods the readonly account lacks are marked, and the reason is explained', async ({ page }) => {
  await openConsole(page, '', 'readonly');
  await expect(methodLink(page, 'cancel_transaction')).toContainText('Geen recht');
  await expect(methodLink(page, 'create_mailbox')).toContainText('Geen recht');
  await expect(methodLink(page, 'list_transactions')).not.toContainText('Geen recht');
  await expect(methodLink(page, 'get_profile')).not.toContainText('Geen recht');
  await methodLink(page, 'cancel_transaction').click();
  await expect(methodHeading(page, 'cancel_transaction')).toBeVisible();
  await expect(page.getByText(/heeft het recht #broadband-ordering-d niet/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the request and reply schemas can be read, following a $ref into the shared definitions', async ({
  page,
}) => {
  await openConsole(page, '?method=postcodes/v1:get_housenrs');
  await page.getByText('Verzoekschema:').click();
  const requestSchema = page.getByRole('region', {
    name: /^Verzoekschema: postcodes\/get_housenrs_request_v1\.json/,
  });
  await expect(requestSchema).toContainText('"PostcodesGetHousenrsRequest"');
  await requestSchema.getByRole('button', { name: 'Open defs/zipcode.json' }).click();
  await expect(page.locator('p', { hasText: 'schemas/defs/zipcode.json' })).toBeFocused();
  await expect(page.getByRole('region', { name: /defs\/zipcode\.json/ })).toContainText(
    '^[1-9][0-9]{3}[A-Z]{2}$',
  );
  await page.getByRole('button', { name: 'Terug naar postcodes/get_housenrs_request_v1.json' }).click();
  await expect(requestSchema).toBeVisible();

  await page.getByText('Antwoordschema:').click();
  await expect(page.getByRole('region', { name: /^Antwoordschema: / })).toContainText('"housenrs"');
  await page.getByText('Formulierschema').click();
  await expect(page.getByRole('region', { name: /^Formulierschema/ })).toContainText(
    '"pattern": "^[1-9][0-9]{3}[A-Z]{2}$"',
  );
});

test('a password sent from the console never reaches the URL or the history, while the other params survive a reload', async ({
  page,
}) => {
  // every URL the page's history takes on, including changes that only replace the current entry
  await page.addInitScript(() => {
    const urls: string[] = [];
    Object.assign(window, { historyUrls: urls });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        urls.push(location.href);
      };
    }
  });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  const urlsSeen = async () => [
    ...urls,
    ...(await page.evaluate(() => (window as unknown as { historyUrls: string[] }).historyUrls)),
    page.url(),
  ];
  const password = `Geheim-${Date.now().toString(36)}-wachtwoord`;
  const name = `Console Tester ${Date.now().toString(36)}`;
  const withPassword = (seen: string[]) => seen.filter((url) => decodeURIComponent(url).includes(password));
  const field = (member: string) => page.getByRole('textbox', { name: member, exact: true });

  await openConsole(page, '?method=mail/v1:create_mailbox');
  await expect(methodHeading(page, 'create_mailbox')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'client_id' }).fill('1');
  await field('email').fill(`e2e-console-${Date.now().toString(36)}@bakkerijvandermeulen.nl`);
  await field('name').fill(name);
  await field('password').fill(password);
  await send(page);
  // the params are written to the URL when they are sent, whatever the reply
  await expect(replyRegion(page).getByRole('status')).toHaveText(/^Antwoord ontvangen in /);
  await expect(page).toHaveURL(/params=/);
  expect(new URL(page.url()).searchParams.get('params')).toContain(name);
  await expect(field('password')).toHaveValue(password);

  const seen = await urlsSeen();
  expect(seen.some((url) => url.includes('params='))).toBe(true);
  expect(withPassword(seen)).toEqual([]);

  await page.reload();
  await expect(methodHeading(page, 'create_mailbox')).toBeVisible();
  await expect(field('name')).toHaveValue(name);
  await expect(field('password')).toHaveValue('');
  expect(withPassword(await urlsSeen())).toEqual([]);
});

test("offers the chosen method's class as an OpenRPC document to download", async ({ page }) => {
  await openConsole(page, '?method=postcodes/v1:get_address');
  const link = page.getByRole('link', { name: 'OpenRPC-document downloaden' });
  await expect(link).toHaveAttribute('href', /\/api\/openrpc\/postcodes\/v1\.json$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('postcodes-v1.openrpc.json');
  const document = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    openrpc: string;
    servers: { url: string }[];
    methods: { name: string }[];
  };
  expect(document.openrpc).toMatch(/^1\.\d+\.\d+$/);
  expect(document.servers[0]?.url).toBe(`${PORTAL_URL}/api/postcodes/v1`);
  expect(document.methods.map((method) => method.name)).toEqual([
    'get_housenrs',
    'get_housenrext',
    'get_address',
    'rpc.discover',
  ]);

  await methodList(page).getByLabel('Zoek een methode').fill('list_carriers');
  await methodLink(page, 'list_carriers').click();
  await expect(link).toHaveAttribute('href', /\/api\/openrpc\/broadband\/v1\.json$/);
});
