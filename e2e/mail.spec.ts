import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { account, expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

const CLIENT = { id: 1, name: 'Bakkerij Van der Meulen', domain: 'bakkerijvandermeulen.nl' };
const OTHER_CLIENT = { id: 6, name: 'Huisartsenpraktijk De Linde', domain: 'huisartsdelinde.nl' };
/** Only the mailbox lifecycle test adds to this client, so its counts move by that test alone. */
const COUNTED_CLIENT = { id: 3, name: 'Tandartspraktijk Zuidplein', domain: 'tandartszuidplein.nl' };
const PASSWORD = 'Lang-genoeg-2026';

/** An address no other test (or run) uses. */
const uniqueAddress = (prefix: string, domain = CLIENT.domain) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openMail(page: Page, search = '', user: 'admin' | 'readonly' = 'admin') {
  await page.goto(`/login?next=${encodeURIComponent(`/mail${search}`)}`);
  await logInAs(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
}

const mailboxSection = (page: Page, client = CLIENT.name) =>
  page.getByRole('region', { name: `Mailboxen van ${client}` });
const forwarderSection = (page: Page, client = CLIENT.name) =>
  page.getByRole('region', { name: `Doorstuuradressen van ${client}` });
const clientRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Klanten' }).getByRole('row', { name: new RegExp(`^${escape(name)}`) });
const rowOf = (section: ReturnType<typeof mailboxSection>, email: string) =>
  section
    .locator('tbody tr')
    .filter({ has: section.page().getByRole('rowheader', { name: new RegExp(escape(email)) }) });

/** "Someone else" acting on the service directly, as the admin account (whitelisted on loopback). */
async function rpc(request: APIRequestContext, method: string, params: object) {
  const { username, password } = account('admin');
  const response = await request.post('/api/mail/v1', {
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  const reply = (await response.json()) as { result?: unknown; error?: unknown };
  expect(reply.error).toBeUndefined();
  return reply.result;
}

test('a new mailbox: the client counts it, a forwarder at its address is refused (006), Escape keeps it, deleting it counts down', async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  const email = uniqueAddress('e2e-box', COUNTED_CLIENT.domain);
  await openMail(page, `?client=${COUNTED_CLIENT.id}`);
  const mailboxes = mailboxSection(page, COUNTED_CLIENT.name);
  const count = clientRow(page, COUNTED_CLIENT.name).getByRole('cell').nth(1);
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());
  /** The client's count (list_clients) agrees with its listed mailboxes (list_mailboxes), both refreshed. */
  const countMatchesRows = () =>
    expect(async () =>
      expect(Number(await count.textContent())).toBe(await mailboxes.locator('tbody tr').count()),
    ).toPass();

  await mailboxes.getByRole('button', { name: 'Nieuwe mailbox' }).click();
  await expect(page).toHaveURL(/\/mail\?client=3&new=mailbox$/);
  await expect(mailboxes.getByLabel('Klant')).toHaveValue(String(COUNTED_CLIENT.id));
  await mailboxes.getByLabel('E-mailadres').fill(email);
  await mailboxes.getByLabel('Naam').fill('Test van de e2e');
  const password = mailboxes.getByLabel('Wachtwoord');
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill(PASSWORD);
  await mailboxes.getByLabel('Opslag (MB)').fill('2048');
  await mailboxes.getByRole('button', { name: 'Mailbox aanmaken' }).click();

  // the message, and the row with its name and storage: e2e/flows/mail.flow.ts
  await expect(page).toHaveURL(/\/mail\?client=3$/);
  const row = rowOf(mailboxes, email);
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(before);
  const created = Number(await count.textContent());
  await countMatchesRows();

  const forwarders = forwarderSection(page, COUNTED_CLIENT.name);
  await forwarders.getByRole('button', { name: 'Nieuw doorstuuradres' }).click();
  await forwarders.getByLabel('E-mailadres').fill(email);
  await forwarders.getByRole('textbox', { name: 'Bestemming 1', exact: true }).fill('extern@example.com');
  await forwarders.getByRole('button', { name: 'Doorstuuradres aanmaken' }).click();
  const failure = forwarders.getByRole('alert');
  await expect(failure).toContainText('Het doorstuuradres is niet aangemaakt.');
  await expect(failure).toContainText(
    `${email} bestaat al als mailbox. Een doorstuuradres mag niet al een mailbox zijn`,
  );
  await expect(failure).toContainText('Foutcode 006');
  await expect(failure).toContainText('Referentie (cid)');
  await expectNoAxeViolations(page);

  const remove = row.getByRole('button', { name: `${email} verwijderen` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Mailbox verwijderen?' });
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toHaveCount(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
  // the dialog closing, the message and the row gone: e2e/flows/mail.flow.ts
  await expect.poll(async () => Number(await count.textContent())).toBeLessThan(created);
  await countMatchesRows();
  expect(csp).toEqual([]);
});

test('shows form errors next to their fields before any request', async ({ page }) => {
  await openMail(page, `?client=${CLIENT.id}&new=mailbox`);
  const creates: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('/api/mail/') && /create_/.test(body)) creates.push(body);
  });
  const mailboxes = mailboxSection(page);
  const email = mailboxes.getByLabel('E-mailadres');
  const password = mailboxes.getByLabel('Wachtwoord');
  await expect(mailboxes.getByLabel('Klant')).toHaveValue(String(CLIENT.id));
  await email.fill(`iemand@${OTHER_CLIENT.domain}`);
  await mailboxes.getByLabel('Naam').fill('Iemand');
  await password.fill('kort');
  await mailboxes.getByRole('button', { name: 'Mailbox aanmaken' }).click();

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Het wachtwoord moet minstens 10 tekens hebben\./);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    new RegExp(escape(`Dit adres hoort niet bij de klant: het moet eindigen op @${CLIENT.domain}.`)),
  );
  await expectNoAxeViolations(page);

  await password.fill(PASSWORD);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  const forwarders = forwarderSection(page);
  await forwarders.getByRole('button', { name: 'Nieuw doorstuuradres' }).click();
  await expect(mailboxes.getByLabel('E-mailadres')).toHaveCount(0);
  await forwarders.getByLabel('E-mailadres').fill(uniqueAddress('e2e-fout'));
  await forwarders.getByRole('textbox', { name: 'Bestemming 1', exact: true }).fill('geen-adres');
  await forwarders.getByRole('button', { name: 'Doorstuuradres aanmaken' }).click();
  await expect(forwarders.getByRole('textbox', { name: 'Bestemming 1', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(
    forwarders.getByRole('textbox', { name: 'Bestemming 1', exact: true }),
  ).toHaveAccessibleDescription('Vul een geldig e-mailadres in of verwijder deze regel.');
  expect(creates).toEqual([]);
});

test('a read-only account sees the lists but cannot create, change or delete, and is told why', async ({
  page,
}) => {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (/create_|delete_|update_/.test(request.postData() ?? '')) creates.push(request.postData() ?? '');
  });
  await openMail(page, `?client=${CLIENT.id}&new=mailbox`, 'readonly');
  await expect(
    page.getByText('Alleen lezen: aanmaken en wijzigen kan niet, omdat je account het recht #mail-w mist.'),
  ).toBeVisible();
  await expect(
    page.getByText('Verwijderen kan niet, omdat je account het recht #mail-d mist.'),
  ).toBeVisible();
  const mailboxes = mailboxSection(page);
  const create = mailboxes.getByRole('button', { name: 'Nieuwe mailbox' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(/#mail-w/);
  await expect(mailboxes.getByLabel('E-mailadres')).toHaveCount(0);
  await expect(forwarderSection(page).getByRole('button', { name: 'Nieuw doorstuuradres' })).toBeDisabled();

  const info = rowOf(mailboxes, `info@${CLIENT.domain}`);
  await expect(info).toHaveCount(1);
  await expect(info.getByRole('button', { name: /wijzigen$/ })).toBeDisabled();
  const remove = info.getByRole('button', { name: /verwijderen$/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/#mail-d/);
  await expectNoAxeViolations(page);
  expect(creates).toEqual([]);
});

test('lists per client from the URL with counts per client; filters survive a reload', async ({ page }) => {
  await openMail(page, `?client=${OTHER_CLIENT.id}`);
  const mailboxes = mailboxSection(page, OTHER_CLIENT.name);
  const rows = mailboxes.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const counted = await clientRow(page, OTHER_CLIENT.name).getByRole('cell').nth(1).textContent();
  await expect(rows).toHaveCount(Number(counted));
  for (const address of await mailboxes.getByRole('rowheader').allTextContents())
    expect(address).toContain(`@${OTHER_CLIENT.domain}`);
  await expect(mailboxes.getByRole('columnheader', { name: 'Klant' })).toHaveCount(0);
  await expect(page.getByLabel('Klant', { exact: true })).toHaveValue(String(OTHER_CLIENT.id));

  await page.getByRole('link', { name: CLIENT.name, exact: true }).click();
  await expect(mailboxSection(page).getByRole('rowheader').first()).toContainText(`@${CLIENT.domain}`);

  await page.getByLabel('Zoeken op adres of naam').fill('info@');
  await expect(page).toHaveURL(/\/mail\?client=1&q=info%40$/);
  await expect(mailboxSection(page).locator('tbody tr')).toHaveCount(1);
  await expect(mailboxSection(page)).toContainText(/1 van \d+ mailboxen/);

  await page.getByRole('link', { name: 'Alle klanten' }).click();
  await expect(page).toHaveURL(/\/mail\?q=info%40$/);
  const all = page.getByRole('region', { name: 'Mailboxen', exact: true });
  await expect(all.locator('tbody tr')).toHaveCount(8);
  await expect(all.getByRole('columnheader', { name: 'Klant' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/mail\?q=info%40$/);
  await expect(page.getByLabel('Zoeken op adres of naam')).toHaveValue('info@');
  await expect(page.getByRole('region', { name: 'Mailboxen', exact: true }).locator('tbody tr')).toHaveCount(
    8,
  );
  await expectNoAxeViolations(page);
});

test('creates a forwarder with several destinations, changes them in a dialog and deletes it', async ({
  page,
}) => {
  const email = uniqueAddress('e2e-door');
  await openMail(page, `?client=${CLIENT.id}`);
  const forwarders = forwarderSection(page);
  await forwarders.getByRole('button', { name: 'Nieuw doorstuuradres' }).click();
  await forwarders.getByLabel('E-mailadres').fill(email);
  await forwarders.getByRole('textbox', { name: 'Bestemming 1', exact: true }).fill('een@example.com');
  await forwarders.getByRole('button', { name: 'Bestemming toevoegen' }).click();
  await expect(forwarders.getByRole('textbox', { name: 'Bestemming 2', exact: true })).toBeFocused();
  await forwarders.getByRole('textbox', { name: 'Bestemming 2', exact: true }).fill('een@example.com');
  await forwarders.getByRole('button', { name: 'Doorstuuradres aanmaken' }).click();
  await expect(forwarders.getByText('Elke bestemming mag maar één keer voorkomen.')).toBeVisible();
  await forwarders.getByRole('textbox', { name: 'Bestemming 2', exact: true }).fill('twee@example.com');
  await forwarders.getByRole('button', { name: 'Doorstuuradres aanmaken' }).click();

  await expect(forwarders.getByText(`Doorstuuradres ${email} is aangemaakt.`)).toBeVisible();
  const row = rowOf(forwarders, email);
  await expect(row.getByRole('listitem')).toHaveText(['een@example.com', 'twee@example.com']);

  const change = row.getByRole('button', { name: `${email} wijzigen` });
  await change.click();
  await expect(page).toHaveURL(new RegExp(`edit=${escape(encodeURIComponent(email))}`));
  const dialog = page.getByRole('dialog', { name: `Doorstuuradres ${email} wijzigen` });
  await expect(dialog.getByRole('textbox', { name: 'Bestemming 1', exact: true })).toHaveValue(
    'een@example.com',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Bestemming 1 verwijderen' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Bestemming 1', exact: true })).toHaveValue(
    'twee@example.com',
  );
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await expect(forwarders.getByText(`Doorstuuradres ${email} is gewijzigd.`)).toBeVisible();
  await expect(row.getByRole('listitem')).toHaveText(['twee@example.com']);

  await row.getByRole('button', { name: `${email} verwijderen` }).click();
  await page
    .getByRole('dialog', { name: 'Doorstuuradres verwijderen?' })
    .getByRole('button', { name: 'Ja, verwijderen' })
    .click();
  await expect(forwarders.getByText(`Doorstuuradres ${email} is verwijderd.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(forwarders.getByRole('heading', { level: 2 })).toBeFocused();
});

test('explains a change (008) or deletion (007) of a mailbox someone else just deleted', async ({
  page,
  request,
}) => {
  const first = uniqueAddress('e2e-weg1');
  const second = uniqueAddress('e2e-weg2');
  for (const email of [first, second])
    await rpc(request, 'create_mailbox', {
      client_id: CLIENT.id,
      email,
      name: 'Verdwijnt',
      password: PASSWORD,
    });
  await openMail(page, `?client=${CLIENT.id}`);
  const mailboxes = mailboxSection(page);
  await expect(rowOf(mailboxes, first)).toHaveCount(1);
  await expect(rowOf(mailboxes, second)).toHaveCount(1);

  await rowOf(mailboxes, first)
    .getByRole('button', { name: `${first} wijzigen` })
    .click();
  const edit = page.getByRole('dialog', { name: `Mailbox ${first} wijzigen` });
  await edit.getByLabel('Naam').fill('Nieuwe naam');
  await rpc(request, 'delete_mailbox', { email: first });
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  const updateFailure = edit.getByRole('alert');
  await expect(updateFailure).toContainText('De mailbox is niet gewijzigd.');
  await expect(updateFailure).toContainText(`De mailbox ${first} bestaat niet (meer)`);
  await expect(updateFailure).toContainText('Foutcode 008');
  await expect(rowOf(mailboxes, first)).toHaveCount(0);
  await edit.getByRole('button', { name: 'Annuleren' }).click();
  await expect(edit).toBeHidden();

  await rpc(request, 'delete_mailbox', { email: second });
  await rowOf(mailboxes, second)
    .getByRole('button', { name: `${second} verwijderen` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Mailbox verwijderen?' });
  await confirm.getByRole('button', { name: 'Ja, verwijderen' }).click();
  const deleteFailure = confirm.getByRole('alert');
  await expect(deleteFailure).toContainText('De mailbox is niet verwijderd.');
  await expect(deleteFailure).toContainText(`De mailbox ${second} bestaat niet (meer)`);
  await expect(deleteFailure).toContainText('Foutcode 007');
  await confirm.getByRole('button', { name: 'Sluiten' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(mailboxes, second)).toHaveCount(0);
});
