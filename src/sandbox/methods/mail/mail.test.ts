import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Forwarder,
  MailDeleteMailboxReply,
  MailListClientsReply,
  MailListForwardersReply,
  MailListMailboxesReply,
  Mailbox,
} from '../../../contract/types.gen.ts';
import { demoMail } from '../../store/seed/index.ts';
import { basic, call, errorOf, post, resultOf } from '../../testing/http-client.ts';
import { seededDataDir, startSandboxProcess, stopCliProcesses } from '../../testing/sandbox-process.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const CLASS = 'mail/v1';
const admin = basic('admin', 'sandbox-admin');
const readonlyUser = basic('readonly', 'sandbox-readonly');
const UNKNOWN_CLIENT_ID = 999;
const PASSWORD = 'Lang-genoeg-2026';
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const at = (local: string) => `${local}@${demoMail.domain}`;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

async function mail<Result>(method: string, params: unknown, authorization = admin) {
  const { http, reply } = await call<Result>(sandbox.url, CLASS, method, params, authorization);
  expect(http.status).toBe(200);
  return reply;
}

const mailboxes = async (clientId?: number) =>
  resultOf(
    await mail<MailListMailboxesReply>(
      'list_mailboxes',
      clientId === undefined ? {} : { client_id: clientId },
    ),
  ).mailboxes;
const forwarders = async (clientId?: number) =>
  resultOf(
    await mail<MailListForwardersReply>(
      'list_forwarders',
      clientId === undefined ? {} : { client_id: clientId },
    ),
  ).forwarders;
const clients = async () => resultOf(await mail<MailListClientsReply>('list_clients', {})).clients;
const demoClient = async () => (await clients()).find((client) => client.client_id === demoMail.clientId);

const createMailbox = (local: string, overrides: Record<string, unknown> = {}) =>
  mail<Mailbox>('create_mailbox', {
    client_id: demoMail.clientId,
    email: at(local),
    name: `Mailbox ${local}`,
    password: PASSWORD,
    ...overrides,
  });
const createForwarder = (local: string, overrides: Record<string, unknown> = {}) =>
  mail<Forwarder>('create_forwarder', {
    client_id: demoMail.clientId,
    email: at(local),
    destinations: [demoMail.mailbox],
    ...overrides,
  });

describe('mail/v1 listings', () => {
  it('lists the clients with their domains and counts', async () => {
    const client = await demoClient();
    expect(client).toEqual({
      client_id: demoMail.clientId,
      name: demoMail.clientName,
      domain: demoMail.domain,
      mailbox_count: (await mailboxes(demoMail.clientId)).length,
      forwarder_count: (await forwarders(demoMail.clientId)).length,
    });
    expect(client?.mailbox_count).toBeGreaterThan(0);
    expect(client?.forwarder_count).toBeGreaterThan(0);
    const all = await clients();
    expect(new Set(all.map((entry) => entry.domain)).size).toBe(all.length);
  });

  it('lists every mailbox, without passwords', async () => {
    const { http, reply } = await call<MailListMailboxesReply>(
      sandbox.url,
      CLASS,
      'list_mailboxes',
      {},
      admin,
    );
    const all = resultOf(reply).mailboxes;
    expect(http.text.toLowerCase()).not.toContain('password');
    expect(all.map((mailbox) => mailbox.email)).toContain(demoMail.mailbox);
    expect(new Set(all.map((mailbox) => mailbox.client_id)).size).toBeGreaterThan(1);
    const totals = (await clients()).reduce((sum, client) => sum + client.mailbox_count, 0);
    expect(all).toHaveLength(totals);
  });

  it('lists the mailboxes of one client', async () => {
    const all = await mailboxes();
    const own = await mailboxes(demoMail.clientId);
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(all.filter((mailbox) => mailbox.client_id === demoMail.clientId));
    const demo = own.find((mailbox) => mailbox.email === demoMail.mailbox);
    expect(demo).toMatchObject({
      client_id: demoMail.clientId,
      name: expect.any(String),
      created_at: expect.stringMatching(DATETIME),
    });
  });

  it('lists the forwarders of one client', async () => {
    const all = await forwarders();
    const own = await forwarders(demoMail.clientId);
    expect(own).toEqual(all.filter((forwarder) => forwarder.client_id === demoMail.clientId));
    expect(own.map((forwarder) => forwarder.email)).toContain(demoMail.forwarder);
  });

  it('answers an empty list for an unknown client', async () => {
    expect(await mailboxes(UNKNOWN_CLIENT_ID)).toEqual([]);
    expect(await forwarders(UNKNOWN_CLIENT_ID)).toEqual([]);
  });

  it('lets a read-only user list', async () => {
    expect(
      resultOf(await mail<MailListMailboxesReply>('list_mailboxes', {}, readonlyUser)).mailboxes.length,
    ).toBeGreaterThan(0);
  });
});

describe('mail/v1 create_mailbox', () => {
  it('creates a mailbox with the default quota; it is listed and counted', async () => {
    const before = await demoClient();
    const created = resultOf(await createMailbox('nieuw'));
    expect(created).toEqual({
      email: at('nieuw'),
      client_id: demoMail.clientId,
      name: 'Mailbox nieuw',
      quota_mb: 1024,
      created_at: expect.stringMatching(DATETIME),
    });
    expect(await mailboxes(demoMail.clientId)).toContainEqual(created);
    expect((await demoClient())?.mailbox_count).toBe((before?.mailbox_count ?? 0) + 1);
  });

  it('takes a given quota', async () => {
    expect(resultOf(await createMailbox('groot', { quota_mb: 5120 })).quota_mb).toBe(5120);
  });

  it('answers 006 for an address that already is a mailbox', async () => {
    const error = errorOf(await createMailbox('info'));
    expect(error.code).toBe(6);
    expect(error.message).toContain(demoMail.mailbox);
  });

  it('answers 006 for an address that already is a forwarder', async () => {
    const error = errorOf(await createMailbox(demoMail.forwarder.split('@')[0] ?? ''));
    expect(error.code).toBe(6);
    expect(error.message).toMatch(/forwarder/);
  });

  it('answers 006 for an unknown client: a mailbox requires an existing client', async () => {
    const error = errorOf(await createMailbox('wees', { client_id: UNKNOWN_CLIENT_ID }));
    expect(error.code).toBe(6);
    expect(error.message).toMatch(/mailbox/);
    expect(error.message).toMatch(/requires an existing client/);
  });

  it("answers 006 for an address outside the client's domain", async () => {
    const otherDomain = (await clients()).find((client) => client.client_id !== demoMail.clientId)?.domain;
    const error = errorOf(await createMailbox('elders', { email: `elders@${otherDomain}` }));
    expect(error.code).toBe(6);
    expect(error.message).toContain(demoMail.domain);
    expect((await mailboxes()).map((mailbox) => mailbox.email)).not.toContain(`elders@${otherDomain}`);
  });

  it.each([
    ['a password under 10 characters', { password: 'kort' }, '/password'],
    ['a quota under 100 MB', { quota_mb: 50 }, '/quota_mb'],
    ['an invalid address', { email: 'geen-adres' }, '/email'],
    ['an unknown member', { alias: 'x' }, '/'],
  ])('answers 011 for %s, and creates nothing', async (_label, overrides, path) => {
    const error = errorOf(await createMailbox('ongeldig', overrides));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
    expect((await mailboxes()).map((mailbox) => mailbox.email)).not.toContain(at('ongeldig'));
  });

  it('answers 012 to a user without #mail-w, and creates nothing', async () => {
    const { reply } = await call(
      sandbox.url,
      CLASS,
      'create_mailbox',
      { client_id: demoMail.clientId, email: at('alleenlezen'), name: 'X', password: PASSWORD },
      readonlyUser,
    );
    const error = errorOf(reply);
    expect(error.code).toBe(12);
    expect(error.message).toContain('#mail-w');
    expect((await mailboxes()).map((mailbox) => mailbox.email)).not.toContain(at('alleenlezen'));
  });
});

describe('mail/v1 create_forwarder', () => {
  it('creates a forwarder; it is listed', async () => {
    const created = resultOf(
      await createForwarder('doorsturen', { destinations: [demoMail.mailbox, 'extern@example.com'] }),
    );
    expect(created).toEqual({
      email: at('doorsturen'),
      client_id: demoMail.clientId,
      destinations: [demoMail.mailbox, 'extern@example.com'],
      created_at: expect.stringMatching(DATETIME),
    });
    expect(await forwarders(demoMail.clientId)).toContainEqual(created);
  });

  it('answers 006 for an address that already is a mailbox', async () => {
    const error = errorOf(await createForwarder('info'));
    expect(error.code).toBe(6);
    expect(error.message).toContain(demoMail.mailbox);
    expect(error.message).toMatch(/mailbox/);
    expect((await forwarders()).map((forwarder) => forwarder.email)).not.toContain(demoMail.mailbox);
  });

  it('answers 006 for an existing forwarder', async () => {
    const error = errorOf(await createForwarder(demoMail.forwarder.split('@')[0] ?? ''));
    expect(error.code).toBe(6);
    expect(error.message).toContain(demoMail.forwarder);
  });

  it('answers 006 for an unknown client', async () => {
    const error = errorOf(await createForwarder('wees', { client_id: UNKNOWN_CLIENT_ID }));
    expect(error.code).toBe(6);
    expect(error.message).toMatch(/requires an existing client/);
  });

  it.each([
    ['no destinations', { destinations: [] }, '/destinations'],
    ['a destination twice', { destinations: [demoMail.mailbox, demoMail.mailbox] }, '/destinations'],
    ['an invalid destination', { destinations: ['nergens'] }, '/destinations/0'],
  ])('answers 011 for %s', async (_label, overrides, path) => {
    const error = errorOf(await createForwarder('ongeldig', overrides));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});

describe('mail/v1 updates', () => {
  it('updates name and quota of a mailbox', async () => {
    resultOf(await createMailbox('wijzig'));
    const updated = resultOf(
      await mail<Mailbox>('update_mailbox', { email: at('wijzig'), name: 'Nieuwe naam', quota_mb: 2048 }),
    );
    expect(updated).toMatchObject({
      email: at('wijzig'),
      client_id: demoMail.clientId,
      name: 'Nieuwe naam',
      quota_mb: 2048,
    });
    expect((await mailboxes(demoMail.clientId)).find((mailbox) => mailbox.email === at('wijzig'))).toEqual(
      updated,
    );
  });

  it('updates the password of a mailbox without showing it', async () => {
    const { http, reply } = await call<Mailbox>(
      sandbox.url,
      CLASS,
      'update_mailbox',
      { email: demoMail.mailbox, password: 'Een-nieuw-wachtwoord' },
      admin,
    );
    expect(resultOf(reply).email).toBe(demoMail.mailbox);
    expect(http.text).not.toContain('Een-nieuw-wachtwoord');
  });

  it('answers 008 for a mailbox that does not exist', async () => {
    const error = errorOf(await mail('update_mailbox', { email: at('bestaat-niet'), name: 'X' }));
    expect(error.code).toBe(8);
    expect(error.message).toContain(at('bestaat-niet'));
  });

  it('answers 011 for an update without anything to change', async () => {
    const error = errorOf(await mail('update_mailbox', { email: demoMail.mailbox }));
    expect(error.code).toBe(11);
  });

  it('replaces the destinations of a forwarder', async () => {
    const updated = resultOf(
      await mail<Forwarder>('update_forwarder', {
        email: demoMail.forwarder,
        destinations: ['nieuw@example.com'],
      }),
    );
    expect(updated).toMatchObject({
      email: demoMail.forwarder,
      client_id: demoMail.clientId,
      destinations: ['nieuw@example.com'],
    });
    expect(
      (await forwarders(demoMail.clientId)).find((forwarder) => forwarder.email === demoMail.forwarder),
    ).toEqual(updated);
  });

  it('answers 008 for a forwarder that does not exist', async () => {
    const error = errorOf(
      await mail('update_forwarder', { email: at('bestaat-niet'), destinations: [demoMail.mailbox] }),
    );
    expect(error.code).toBe(8);
    expect(error.message).toContain(at('bestaat-niet'));
  });
});

describe('mail/v1 deletions', () => {
  it('deletes a mailbox, then answers 007 for it', async () => {
    resultOf(await createMailbox('weg'));
    expect(resultOf(await mail<MailDeleteMailboxReply>('delete_mailbox', { email: at('weg') }))).toEqual({
      deleted: true,
      email: at('weg'),
    });
    expect((await mailboxes()).map((mailbox) => mailbox.email)).not.toContain(at('weg'));
    const again = errorOf(await mail('delete_mailbox', { email: at('weg') }));
    expect(again.code).toBe(7);
    expect(again.message).toContain(at('weg'));
  });

  it('deletes a forwarder, then answers 007 for it', async () => {
    resultOf(await createForwarder('weg-door'));
    expect(resultOf(await mail('delete_forwarder', { email: at('weg-door') }))).toEqual({
      deleted: true,
      email: at('weg-door'),
    });
    expect((await forwarders()).map((forwarder) => forwarder.email)).not.toContain(at('weg-door'));
    const again = errorOf(await mail('delete_forwarder', { email: at('weg-door') }));
    expect(again.code).toBe(7);
    expect(again.message).toContain(at('weg-door'));
  });

  it('does not delete a forwarder as a mailbox', async () => {
    const error = errorOf(await mail('delete_mailbox', { email: demoMail.forwarder }));
    expect(error.code).toBe(7);
    expect((await forwarders()).map((forwarder) => forwarder.email)).toContain(demoMail.forwarder);
  });

  it('answers 012 to a user without #mail-d, and deletes nothing', async () => {
    const error = errorOf(await mail('delete_mailbox', { email: demoMail.mailbox }, readonlyUser));
    expect(error.code).toBe(12);
    expect(error.message).toContain('#mail-d');
    expect((await mailboxes()).map((mailbox) => mailbox.email)).toContain(demoMail.mailbox);
  });
});

describe('mail clients belong to a customer account', () => {
  const regionet = basic('regionet', 'sandbox-regionet');
  const otherDomain = 'zeilmakerijhetanker.nl';

  it('lists only the clients, mailboxes and forwarders of the caller’s own customer', async () => {
    const own = resultOf(await mail<MailListClientsReply>('list_clients', {}, regionet)).clients;
    expect(own.map((client) => client.domain).sort()).toEqual([
      'boomkwekerij-oostergoo.nl',
      'zeilmakerijhetanker.nl',
    ]);
    const theirs = await clients();
    expect(theirs.map((client) => client.domain)).not.toContain(otherDomain);
    expect(theirs.map((client) => client.domain)).toContain(demoMail.domain);

    const ownBoxes = resultOf(await mail<MailListMailboxesReply>('list_mailboxes', {}, regionet)).mailboxes;
    expect(ownBoxes.length).toBeGreaterThan(0);
    expect(
      ownBoxes.every((box) => /@(zeilmakerijhetanker|boomkwekerij-oostergoo)\.nl$/.test(box.email)),
    ).toBe(true);
    expect((await mailboxes()).some((box) => box.email.endsWith(`@${otherDomain}`))).toBe(false);
    expect((await mailboxes(101)).length).toBe(0);
    const ownForwarders = resultOf(
      await mail<MailListForwardersReply>('list_forwarders', { client_id: 101 }, regionet),
    ).forwarders;
    expect(ownForwarders.length).toBeGreaterThan(0);
    expect((await forwarders(101)).length).toBe(0);
  });

  it('refuses to change another customer’s mail as if it did not exist', async () => {
    const theirMailbox = `info@${otherDomain}`;
    expect(
      errorOf(
        await mail('create_mailbox', {
          client_id: 101,
          email: `nieuw@${otherDomain}`,
          name: 'Indringer',
          password: PASSWORD,
        }),
      ).code,
    ).toBe(6);
    expect(errorOf(await mail('update_mailbox', { email: theirMailbox, name: 'Overgenomen' })).code).toBe(8);
    expect(errorOf(await mail('update_mailbox', { email: theirMailbox, password: PASSWORD })).code).toBe(8);
    expect(errorOf(await mail('delete_mailbox', { email: theirMailbox })).code).toBe(7);
    expect(
      errorOf(
        await mail('create_forwarder', {
          client_id: 101,
          email: `doorsturen@${otherDomain}`,
          destinations: ['buiten@example.nl'],
        }),
      ).code,
    ).toBe(6);
    const theirForwarder = resultOf(
      await mail<MailListForwardersReply>('list_forwarders', { client_id: 101 }, regionet),
    ).forwarders[0]!.email;
    expect(
      errorOf(await mail('update_forwarder', { email: theirForwarder, destinations: ['x@example.nl'] })).code,
    ).toBe(8);
    expect(errorOf(await mail('delete_forwarder', { email: theirForwarder })).code).toBe(7);

    const stillThere = resultOf(
      await mail<MailListMailboxesReply>('list_mailboxes', { client_id: 101 }, regionet),
    );
    expect(stillThere.mailboxes.map((box) => box.email)).toContain(theirMailbox);
    expect(stillThere.mailboxes.find((box) => box.email === theirMailbox)?.name).not.toBe('Overgenomen');
  });

  it('lets the owner change its own mail', async () => {
    const created = await mail<Mailbox>(
      'create_mailbox',
      { client_id: 101, email: `zeilen@${otherDomain}`, name: 'Zeilen', password: PASSWORD },
      regionet,
    );
    expect(resultOf(created).client_id).toBe(101);
  });
});

/** Ordering, not timing: the sandbox runs in a process of its own. */
describe('mailbox passwords are hashed off the event loop', () => {
  let url = '';
  beforeAll(async () => {
    ({ url } = await startSandboxProcess(['--port', '0', '--data-dir', seededDataDir()]));
  });
  afterAll(stopCliProcesses);

  it('answers another caller while a batch of password changes is hashed', async () => {
    const boxes = resultOf(
      (await call<MailListMailboxesReply>(url, CLASS, 'list_mailboxes', {}, admin)).reply,
    ).mailboxes.slice(0, 40);
    const order: string[] = [];
    const batch = post(
      `${url}/${CLASS}`,
      boxes.map((box, index) => ({
        jsonrpc: '2.0',
        id: index,
        method: 'update_mailbox',
        params: { email: box.email, password: `${PASSWORD}-${index}` },
      })),
      { authorization: admin },
    ).then((reply) => {
      expect((reply.json as { result?: unknown }[]).every((entry) => entry.result)).toBe(true);
      order.push('batch');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const cheap = post(
      `${url}/broadband/basic/v1`,
      { jsonrpc: '2.0', id: 1, method: 'list_providers' },
      { apikey: 'pk_sandbox_any_8b3e5f0c9d21' },
    ).then((reply) => {
      expect(reply.status).toBe(200);
      order.push('cheap');
    });
    await Promise.all([batch, cheap]);
    expect(order).toEqual(['cheap', 'batch']);
  });

  it('checks that the mailbox or client exists before hashing: a failing batch answers each entry with its cause', async () => {
    const batch = Array.from({ length: 100 }, (_, index) => ({
      jsonrpc: '2.0',
      id: index,
      method: index % 2 === 0 ? 'create_mailbox' : 'update_mailbox',
      params:
        index % 2 === 0
          ? { client_id: UNKNOWN_CLIENT_ID, email: `x${index}@example.nl`, name: 'X', password: PASSWORD }
          : { email: `bestaat-niet-${index}@${demoMail.domain}`, password: PASSWORD },
    }));
    const reply = await post(`${url}/${CLASS}`, batch, { authorization: admin });
    const codes = (reply.json as { error: { code: number } }[]).map((entry) => entry.error.code);
    expect(codes).toEqual(batch.map((_, index) => (index % 2 === 0 ? 6 : 8)));
  });
});
