import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IpWhitelistEntry,
  UserGetProfileReply,
  UserSetProfileReply,
} from '../../../contract/types.gen.ts';
import { type DemoAccount, demoAccounts } from '../../store/seed/index.ts';
import { basic, call, errorOf, logIn, post, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const CLASS = 'user/v1';
const OUTSIDE_IP = '203.0.113.7';
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function account(username: string): DemoAccount {
  const found = demoAccounts.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`demo account ${username} is missing`);
  return found;
}
const credentials = (username: string) => basic(username, account(username).password);

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

async function getProfile(authorization: string, headers: Record<string, string> = {}) {
  const { http, reply } = await call<UserGetProfileReply>(
    sandbox.url,
    CLASS,
    'get_profile',
    {},
    authorization,
    headers,
  );
  expect(http.status).toBe(200);
  return { http, reply };
}

async function setProfile(authorization: string, params: unknown) {
  const { http, reply } = await call<UserSetProfileReply>(
    sandbox.url,
    CLASS,
    'set_profile',
    params,
    authorization,
  );
  expect(http.status).toBe(200);
  return reply;
}

const profileOf = async (authorization: string) => resultOf((await getProfile(authorization)).reply);

/** The code an authenticator shows for the secret, `offsetSteps` 30-second steps from now. */
function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A six-digit code that is valid for none of the steps the service accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => totpCode(secret, offset)));
  let candidate = 123456;
  while (valid.has(String(candidate))) candidate += 1;
  return String(candidate);
}

const logInFrom = (ip: string, username: string, totp?: string) =>
  post(
    `${sandbox.url}/jwt/log-in`,
    { username, password: account(username).password },
    { 'x-forwarded-for': ip, ...(totp ? { 'x-totp': totp } : {}) },
  );

describe('user/v1 get_profile', () => {
  it('answers the profile of a Basic caller, with its IP and no token expiry', async () => {
    const admin = account('admin');
    const profile = await profileOf(credentials('admin'));
    expect(profile).toEqual({
      username: admin.username,
      name: admin.name,
      email: admin.email,
      phone: admin.phone,
      language: admin.language,
      customer_account_id: admin.customerAccountId,
      permissions: [...admin.permissions],
      ip_whitelist: admin.whitelist.map((entry) => ({ ...entry })),
      totp: { enabled: false, pending: false },
      client_ip: '127.0.0.1',
      token_expires_at: null,
    });
  });

  it('shows the client IP forwarded by a trusted proxy', async () => {
    const { reply } = await getProfile(credentials('whitelist'), { 'x-forwarded-for': '127.0.0.9' });
    expect(resultOf(reply).client_ip).toBe('127.0.0.9');
  });

  it('shows the expiry of the bearer token used', async () => {
    const bearer = await logIn(sandbox.url, 'readonly', account('readonly').password);
    const profile = await profileOf(bearer);
    expect(profile.username).toBe('readonly');
    expect(profile.token_expires_at).toMatch(DATETIME);
    const expiresInHours = (Date.parse(profile.token_expires_at ?? '') - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(23);
    expect(expiresInHours).toBeLessThanOrEqual(24);
  });

  it('rejects parameters with 011', async () => {
    const { reply } = await call(
      sandbox.url,
      CLASS,
      'get_profile',
      { username: 'admin' },
      credentials('admin'),
    );
    expect(errorOf(reply).code).toBe(11);
  });
});

describe('user/v1 set_profile: contact fields', () => {
  it('updates name, email, phone and language, and they persist', async () => {
    const changes = {
      name: 'Anna de Vries-Smit',
      email: 'anna.smit@example.nl',
      phone: '+31 20 123 4567',
      language: 'en',
    };
    const reply = resultOf(await setProfile(credentials('admin'), changes));
    expect(reply).toMatchObject(changes);
    expect(reply).not.toHaveProperty('totp_enrolment');
    expect(await profileOf(credentials('admin'))).toMatchObject(changes);
  });

  it('removes the phone number with null and leaves the other fields alone', async () => {
    const before = await profileOf(credentials('admin'));
    const reply = resultOf(await setProfile(credentials('admin'), { phone: null }));
    expect(reply).toEqual({ ...before, phone: null });
    expect(await profileOf(credentials('admin'))).toEqual({ ...before, phone: null });
  });

  it.each([
    ['an invalid email', { email: 'not-an-address' }, '/email'],
    ['an empty name', { name: '' }, '/name'],
    ['an unknown language', { language: 'de' }, '/language'],
    ['a phone with letters', { phone: 'call me' }, '/phone'],
    ['permissions (read-only)', { permissions: ['#mail-d'] }, '/'],
    ['no member at all', {}, '/'],
  ])('answers 011 for %s, and changes nothing', async (_label, params, path) => {
    const before = await profileOf(credentials('admin'));
    const error = errorOf(await setProfile(credentials('admin'), params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
    expect(await profileOf(credentials('admin'))).toEqual(before);
  });
});

describe('user/v1 set_profile: IP whitelist', () => {
  const local: IpWhitelistEntry = { subnet: '127.0.0.1/32', description: 'Local machine' };
  const office: IpWhitelistEntry = { subnet: '198.51.100.0/24', description: 'Office' };
  const ipv6: IpWhitelistEntry = { subnet: '2001:db8::/32', description: 'Office IPv6' };

  it('replaces, adds to and removes from the whitelist', async () => {
    const replaced = resultOf(await setProfile(credentials('admin'), { ip_whitelist: [local, office] }));
    expect(replaced.ip_whitelist).toEqual([local, office]);

    const added = resultOf(await setProfile(credentials('admin'), { ip_whitelist_add: [ipv6] }));
    expect(added.ip_whitelist).toEqual([local, office, ipv6]);

    const removed = resultOf(
      await setProfile(credentials('admin'), { ip_whitelist_remove: [office.subnet] }),
    );
    expect(removed.ip_whitelist).toEqual([local, ipv6]);
    expect((await profileOf(credentials('admin'))).ip_whitelist).toEqual([local, ipv6]);
  });

  it('applies replace, then add, then remove within one request', async () => {
    const reply = resultOf(
      await setProfile(credentials('admin'), {
        ip_whitelist: [local, office],
        ip_whitelist_add: [ipv6],
        ip_whitelist_remove: [office.subnet],
      }),
    );
    expect(reply.ip_whitelist).toEqual([local, ipv6]);
  });

  it.each([
    [
      'an IPv4 address out of range',
      { ip_whitelist_add: [{ subnet: '300.1.2.3', description: 'typo' }] },
      '/ip_whitelist_add/0/subnet',
    ],
    [
      'a prefix too long',
      { ip_whitelist: [local, { subnet: '10.0.0.0/33', description: 'typo' }] },
      '/ip_whitelist/1/subnet',
    ],
    [
      'an IPv6 prefix too long',
      { ip_whitelist_add: [{ subnet: '2001:db8::/129', description: 'typo' }] },
      '/ip_whitelist_add/0/subnet',
    ],
    [
      'a host name',
      { ip_whitelist_add: [{ subnet: 'office.example.nl', description: 'name' }] },
      '/ip_whitelist_add/0/subnet',
    ],
    ['an invalid subnet to remove', { ip_whitelist_remove: ['1.2.3'] }, '/ip_whitelist_remove/0'],
  ])('answers 011 for %s, with its path, and changes nothing', async (_label, params, path) => {
    const before = await profileOf(credentials('admin'));
    const error = errorOf(await setProfile(credentials('admin'), params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
    expect(await profileOf(credentials('admin'))).toEqual(before);
  });

  it('answers 012 when an update would leave a whitelist-only account without whitelist, and changes nothing', async () => {
    const before = await profileOf(credentials('readonly'));
    expect(before.totp.enabled).toBe(false);
    expect(before.ip_whitelist.length).toBeGreaterThan(0);

    const emptied = errorOf(
      await setProfile(credentials('readonly'), { name: 'Somebody else', ip_whitelist: [] }),
    );
    expect(emptied.code).toBe(12);
    const removedAll = errorOf(
      await setProfile(credentials('readonly'), {
        ip_whitelist_remove: before.ip_whitelist.map((entry) => entry.subnet),
      }),
    );
    expect(removedAll.code).toBe(12);
    expect(await profileOf(credentials('readonly'))).toEqual(before);
  });

  it('never leaves more than 50 entries', async () => {
    const before = await profileOf(credentials('readonly'));
    const extra = Array.from({ length: 51 - before.ip_whitelist.length }, (_, index) => ({
      subnet: `198.18.0.${index + 1}`,
      description: `Host ${index + 1}`,
    }));
    const refused = errorOf(await setProfile(credentials('readonly'), { ip_whitelist_add: extra }));
    expect(refused).toMatchObject({ code: 12, message: expect.stringContaining('at most 50') });
    expect(await profileOf(credentials('readonly'))).toEqual(before);
  });

  it('keeps every entry of 20 parallel additions', async () => {
    const subnets = Array.from({ length: 20 }, (_, index) => `192.0.2.${index + 1}/32`);
    const replies = await Promise.all(
      subnets.map((subnet, index) =>
        setProfile(credentials('admin'), {
          ip_whitelist_add: [{ subnet, description: `Parallel ${index}` }],
        }),
      ),
    );
    for (const reply of replies) expect(resultOf(reply).ip_whitelist.length).toBeGreaterThan(0);
    const whitelist = (await profileOf(credentials('admin'))).ip_whitelist;
    for (const [index, subnet] of subnets.entries())
      expect(whitelist).toContainEqual({ subnet, description: `Parallel ${index}` });
  });
});

describe('user/v1 set_profile: TOTP', () => {
  const whitelistUser = () => credentials('whitelist');

  it('answers 008 to a confirm without a pending enrolment', async () => {
    const error = errorOf(
      await setProfile(credentials('admin'), { totp: { action: 'confirm', code: '123456' } }),
    );
    expect(error.code).toBe(8);
    expect(error.message).toContain('totp');
  });

  it('enrols, confirms, guards the log-in from outside the whitelist, and disables', async () => {
    // Enrol: the secret is handed out once.
    const enrolled = resultOf(await setProfile(whitelistUser(), { totp: { action: 'enrol' } }));
    const enrolment = enrolled.totp_enrolment;
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]+=*$/);
    const secret = enrolment?.secret ?? '';
    expect(enrolment?.uri).toContain(`secret=${secret}`);
    expect(enrolled.totp).toEqual({ enabled: false, pending: true });

    const { http: profileHttp, reply: profileReply } = await getProfile(whitelistUser());
    expect(resultOf(profileReply).totp).toEqual({ enabled: false, pending: true });
    expect(resultOf(profileReply)).not.toHaveProperty('totp_enrolment');
    expect(profileHttp.text).not.toContain(secret);

    // A wrong code does not confirm.
    const wrongConfirm = errorOf(
      await setProfile(whitelistUser(), { totp: { action: 'confirm', code: wrongCode(secret) } }),
    );
    expect(wrongConfirm.code).toBe(8);
    expect(wrongConfirm.message).toContain('totp');

    // Confirm with the authenticator's code; confirming does not use the code up.
    const code = totpCode(secret);
    const confirmed = resultOf(await setProfile(whitelistUser(), { totp: { action: 'confirm', code } }));
    expect(confirmed.totp).toEqual({ enabled: true, pending: false });
    expect(confirmed).not.toHaveProperty('totp_enrolment');

    // From outside the whitelist the log-in now needs the code.
    const withoutCode = await logInFrom(OUTSIDE_IP, 'whitelist');
    expect(withoutCode.status).toBe(401);
    const withCode = await logInFrom(OUTSIDE_IP, 'whitelist', code);
    expect(withCode.status).toBe(200);
    const token = (withCode.json as { access_token: string }).access_token;
    const outside = await getProfile(`Bearer ${token}`, { 'x-forwarded-for': OUTSIDE_IP });
    expect(resultOf(outside.reply)).toMatchObject({
      username: 'whitelist',
      client_ip: OUTSIDE_IP,
      totp: { enabled: true, pending: false },
    });
    expect(resultOf(outside.reply).token_expires_at).toMatch(DATETIME);

    // Disable: a wrong code is refused, a fresh valid code (next step: the log-in used this one) works.
    const wrongDisable = errorOf(
      await setProfile(whitelistUser(), { totp: { action: 'disable', code: wrongCode(secret) } }),
    );
    expect(wrongDisable.code).toBe(8);
    expect((await profileOf(whitelistUser())).totp).toEqual({ enabled: true, pending: false });

    const disabled = resultOf(
      await setProfile(whitelistUser(), { totp: { action: 'disable', code: totpCode(secret, 1) } }),
    );
    expect(disabled.totp).toEqual({ enabled: false, pending: false });
    expect((await profileOf(whitelistUser())).totp).toEqual({ enabled: false, pending: false });
    expect((await logInFrom(OUTSIDE_IP, 'whitelist', totpCode(secret, 1))).status).toBe(403);
  });

  it('refuses a disable with a code the log-in already used', async () => {
    const totpUser = account('totp');
    const secret = totpUser.totpSecret ?? '';
    const code = totpCode(secret);
    const bearer = await logIn(sandbox.url, 'totp', totpUser.password, {
      'x-forwarded-for': OUTSIDE_IP,
      'x-totp': code,
    });
    const { reply } = await call<UserSetProfileReply>(
      sandbox.url,
      CLASS,
      'set_profile',
      { totp: { action: 'disable', code } },
      bearer,
      {
        'x-forwarded-for': OUTSIDE_IP,
      },
    );
    expect(errorOf(reply).code).toBe(8);
    expect((await profileOf(bearer)).totp).toEqual({ enabled: true, pending: false });
  });

  it.each([
    ['an unknown action', { totp: { action: 'reset' } }],
    ['a five-digit code', { totp: { action: 'confirm', code: '12345' } }],
    ['a disable without code', { totp: { action: 'disable' } }],
  ])('answers 011 for %s', async (_label, params) => {
    const error = errorOf(await setProfile(whitelistUser(), params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain('/totp');
  });
});
