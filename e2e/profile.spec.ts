import { type Page, expect, test } from '@playwright/test';
import { SHORT_SESSION_URL } from '../playwright.config.ts';
import { account, expectNoAxeViolations, logInAs, totpCode, watchCspViolations } from './support.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Profiel en beveiliging' });

async function openProfile(page: Page, base = '') {
  await page.goto(`${base}/login?next=${encodeURIComponent('/profile')}`);
  await logInAs(page, 'admin');
  await expect(heading(page)).toBeVisible();
}

/** A reload reads the profile afresh; the session the server kept continues. */
async function reloadProfile(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page)).toBeVisible();
}

/** Bodies of the set_profile calls the page makes. */
function watchSetProfile(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('/api/user/v1') && body.includes('set_profile')) bodies.push(body);
  });
  return bodies;
}

const whitelist = (page: Page) => page.getByRole('table', { name: 'Regels van de IP-whitelist' });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('profile details are validated, saved, and shown after a reload', async ({ page }) => {
  const csp = watchCspViolations(page);
  await openProfile(page);
  const calls = watchSetProfile(page);
  const name = page.getByLabel('Naam', { exact: true });
  const phone = page.getByLabel('Telefoonnummer');
  await expect(name).toHaveValue('Anna de Vries');
  await expect(page.getByLabel('Voorkeurstaal')).toHaveValue('nl');

  await name.fill('');
  await phone.fill('bel me');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Vul je naam in')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Vul 6 tot 20 tekens in')).toBeVisible();
  expect(calls).toEqual([]);

  await name.fill('Anna de Vries-Bos');
  await phone.fill('+31 6 99998888');
  await page.getByLabel('Voorkeurstaal').selectOption('en');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(status(page, 'Je gegevens zijn opgeslagen.')).toBeVisible();
  expect(calls).toHaveLength(1);
  // only what changed is sent
  expect(JSON.parse(calls[0]!).params).toEqual({
    name: 'Anna de Vries-Bos',
    phone: '+31 6 99998888',
    language: 'en',
  });
  await name.fill('Anna de Vries-Bos ');
  await expect(status(page, 'Je gegevens zijn opgeslagen.')).toHaveCount(0);

  await reloadProfile(page);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Anna de Vries-Bos');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('+31 6 99998888');
  await expect(page.getByLabel('Voorkeurstaal')).toHaveValue('en');

  // an emptied phone number is removed (null), not left as it was
  await page.getByLabel('Telefoonnummer').fill('');
  await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(status(page, 'Je gegevens zijn opgeslagen.')).toBeVisible();
  expect(JSON.parse(calls.at(-1)!).params).toEqual({ phone: null });
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('an invalid subnet is flagged next to its field before any request', async ({ page }) => {
  await openProfile(page);
  const calls = watchSetProfile(page);
  const subnet = page.getByLabel('Subnet', { exact: true });
  for (const invalid of ['192.0.2.300/24', '192.0.2.0/33', '2001:db8::/129', '2001:db8::1::2', 'kantoor']) {
    await subnet.fill(invalid);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(subnet).toHaveAttribute('aria-invalid', 'true');
    await expect(subnet).toBeFocused();
    await expect(page.getByText('Dit is geen geldig IPv4- of IPv6-adres of bereik.')).toBeVisible();
  }
  await subnet.fill('127.0.0.1/32');
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(page.getByText('Dit subnet staat al op de whitelist.')).toBeVisible();
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);
});

test('adds, edits and removes whitelist entries, and the list persists', async ({ page }) => {
  await openProfile(page);
  const calls = watchSetProfile(page);
  await page.getByLabel('Subnet', { exact: true }).fill(' 2001:DB8:42::/48 ');
  await page.getByLabel('Omschrijving', { exact: true }).fill('Kantoor Utrecht');
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  // the message and the row with its description: e2e/flows/profile.flow.ts; here the subnet as typed
  // is sent trimmed, and listed in lower case
  await expect(page.getByLabel('Subnet', { exact: true })).toHaveValue('');
  await expect(whitelist(page).getByRole('row').filter({ hasText: '2001:db8:42::/48' })).toBeVisible();
  expect(JSON.parse(calls[0]!).params).toEqual({
    ip_whitelist_add: [{ subnet: '2001:DB8:42::/48', description: 'Kantoor Utrecht' }],
  });

  // an edit that changes the subnet is one call: add the new entry, remove the old one
  await page.getByRole('button', { name: '2001:db8:42::/48 wijzigen' }).click();
  await page.getByLabel('Subnet van 2001:db8:42::/48').fill('2001:db8:43::/48');
  await page.getByLabel('Omschrijving van 2001:db8:42::/48').fill('Kantoor Utrecht (nieuw)');
  await page.getByRole('button', { name: 'Wijziging van 2001:db8:42::/48 opslaan' }).click();
  await expect(status(page, '2001:db8:43::/48 is gewijzigd.')).toBeVisible();
  expect(JSON.parse(calls[1]!).params).toEqual({
    ip_whitelist_add: [{ subnet: '2001:db8:43::/48', description: 'Kantoor Utrecht (nieuw)' }],
    ip_whitelist_remove: ['2001:db8:42::/48'],
  });

  await reloadProfile(page);
  await expect(whitelist(page).getByRole('row').filter({ hasText: '2001:db8:43::/48' })).toContainText(
    'Kantoor Utrecht (nieuw)',
  );
  await expect(whitelist(page)).not.toContainText('2001:db8:42::/48');

  // an entry that does not admit the current address goes without a question, with a message
  // (e2e/flows/profile.flow.ts); the focus goes to the list's heading
  await page.getByRole('button', { name: '2001:db8:43::/48 verwijderen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'IP-whitelist' })).toBeFocused();

  await reloadProfile(page);
  await expect(whitelist(page)).toContainText('127.0.0.1/32');
  await expect(whitelist(page)).not.toContainText('2001:db8:43::/48');
});

test('shows the current IP, and removing the entry that admits it asks first', async ({ page }) => {
  await openProfile(page);
  const calls = watchSetProfile(page);
  await expect(page.getByText('Je huidige IP-adres')).toBeVisible();
  await expect(page.locator('.current-ip code')).toHaveText('127.0.0.1');
  await expect(page.getByText('Staat op de whitelist via 127.0.0.1/32.')).toBeVisible();
  await expect(
    whitelist(page).getByRole('row').filter({ hasText: '127.0.0.1/32' }).getByText('jouw adres'),
  ).toBeVisible();

  const remove = page.getByRole('button', { name: '127.0.0.1/32 verwijderen' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Deze regel laat je huidige adres toe' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Je huidige IP-adres 127.0.0.1 valt binnen 127.0.0.1/32');
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(whitelist(page)).toContainText('127.0.0.1/32');
  expect(calls).toEqual([]);
});

/**
 * The whole second-factor life cycle, on the second portal: it has its own database, so changing the
 * `whitelist` account's log-in here cannot disturb other test files that log in with it. Its tokens
 * live 20 seconds but are renewed by every reply, which this flow gives often enough.
 */
test('enrols TOTP, logs in with it, and turns it off only while a whitelist entry remains', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const csp = watchCspViolations(page);
  await page.goto(`${SHORT_SESSION_URL}/login?next=${encodeURIComponent('/profile')}`);
  await logInAs(page, 'whitelist');
  await expect(heading(page)).toBeVisible();

  // the states on the way, the QR code, the key and axe while it waits: e2e/flows/profile.flow.ts
  await page.getByRole('button', { name: 'TOTP instellen' }).click();
  const qr = page.getByRole('img', { name: 'QR-code met de TOTP-sleutel voor whitelist' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = ((await page.locator('.totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await expect(
    page.getByRole('heading', { level: 3, name: 'Zet de sleutel in je authenticator-app' }),
  ).toBeFocused();

  const confirmCode = page.getByLabel('Code uit je authenticator-app');
  await confirmCode.fill('12345');
  await page.getByRole('button', { name: 'TOTP inschakelen' }).click();
  await expect(page.getByText('De code bestaat uit zes cijfers.')).toBeVisible();
  await expect(confirmCode).toHaveAttribute('aria-invalid', 'true');
  const right = totpCode(secret);
  await confirmCode.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'TOTP inschakelen' }).click();
  await expect(page.getByText('Deze code klopt niet of is al gebruikt.')).toBeVisible();
  await confirmCode.fill(totpCode(secret));
  await page.getByRole('button', { name: 'TOTP inschakelen' }).click();
  await expect(status(page, 'TOTP staat aan.')).toBeVisible();

  // with TOTP on, the whitelist may go; ::1/128 never admits 127.0.0.1, so it goes without a question
  await page.getByRole('button', { name: '::1/128 verwijderen' }).click();
  await expect(status(page, '::1/128 is verwijderd.')).toBeVisible();
  await page.getByRole('button', { name: '127.0.0.0/8 verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deze regel laat je huidige adres toe' });
  await expect(dialog).toContainText('127.0.0.1 valt binnen 127.0.0.0/8');
  await expect(dialog).toContainText('vraagt de dienst vanaf dit adres een TOTP-code');
  await dialog.getByRole('button', { name: 'Toch verwijderen' }).click();
  await expect(page.getByText('De whitelist is leeg')).toBeVisible();

  // this session came from the whitelist alone, so it ends here; the page says so and offers a log-in
  await expect(page.getByRole('alert')).toContainText('Deze sessie is niet meer geldig vanaf dit adres.');
  await page.getByRole('button', { name: 'Opnieuw inloggen' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.getByLabel('Gebruikersnaam').fill('whitelist');
  await page.getByLabel('Wachtwoord').fill(account('whitelist').password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Zescijferige code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('Status: Aan')).toBeVisible();
  await expect(page.getByText('Staat niet op de whitelist.')).toBeVisible();

  // the code used to log in is spent: the next step's code turns TOTP off, but not while nothing else remains
  const disableCode = page.getByLabel('Huidige code');
  await disableCode.fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'TOTP uitzetten' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'TOTP uitzetten kan nu niet: je account zou dan geen IP-whitelistregel en geen TOTP meer hebben.',
  );
  await expect(page.getByRole('alert')).toContainText('Foutcode 012');
  await expect(page.getByText('Status: Aan')).toBeVisible();

  await page.getByRole('button', { name: 'Mijn adres toevoegen (127.0.0.1/32)' }).click();
  await expect(status(page, '127.0.0.1/32 is toegevoegd.')).toBeVisible();
  await expect(page.getByText('Staat op de whitelist via 127.0.0.1/32.')).toBeVisible();
  await expect(whitelist(page).getByRole('row').filter({ hasText: '127.0.0.1/32' })).toContainText(
    'Toegevoegd vanuit het portaal',
  );

  await disableCode.fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'TOTP uitzetten' }).click();
  await expect(status(page, 'TOTP staat uit.')).toBeVisible();
  expect(csp).toEqual([]);
});
