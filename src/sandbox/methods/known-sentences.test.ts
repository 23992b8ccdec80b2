/**
 * The sentences of mail, user, transactions, postcodes and the refusals, as a running sandbox sends
 * them, are known to the portal in Dutch and English (the address check's are held against the table
 * in broadband/known-sentences.test.ts). Each is asked for the way a person could: a mailbox that
 * already exists, a TOTP code used twice, a transaction that cannot be cancelled.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentenceLocale, readServiceSentence } from '../../contract/service-sentences.ts';
import { demoAccounts, demoMail, demoTransactions } from '../store/seed/index.ts';
import { basic, call, errorOf, logIn, post, resultOf } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const LOCALES: readonly SentenceLocale[] = ['nl', 'en'];
const OUTSIDE_IP = '203.0.113.7';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_EMAIL = `niemand@${demoMail.domain}`;

const passwordOf = (username: string) =>
  demoAccounts.find((account) => account.username === username)?.password ?? '';
const as = (username: string) => basic(username, passwordOf(username));
/** Each call asks one after the other: a burst of password checks is throttled like a guesser's. */
async function inTurn<T>(asks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = [];
  for (const ask of asks) answers.push(await ask());
  return answers;
}
const totpSecret = demoAccounts.find((account) => account.username === 'totp')?.totpSecret ?? '';
/** The code an authenticator shows for a secret, `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const totpCode = () => codeOf(totpSecret);
/** A code valid for none of the steps the service accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => codeOf(secret, offset)));
  let candidate = 123456;
  while (valid.has(String(candidate))) candidate += 1;
  return String(candidate);
}

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

/** The sentence of the error a call answers with. */
async function sentenceOf(
  className: string,
  method: string,
  params: unknown,
  authorization = as('admin'),
  headers: Record<string, string> = {},
): Promise<string> {
  const { http, reply } = await call(sandbox.url, className, method, params, authorization, headers);
  expect(http.status, `${method} ${JSON.stringify(params)}: ${http.text}`).toBe(200);
  return errorOf(reply).message;
}

const mail = (method: string, params: unknown, authorization?: string) =>
  sentenceOf('mail/v1', method, params, authorization);
const profile = (params: unknown, authorization?: string, headers?: Record<string, string>) =>
  sentenceOf('user/v1', 'set_profile', params, authorization, headers);

async function mailSentences(): Promise<string[]> {
  const mailbox = { name: 'Test', password: 'Lang-genoeg-2026' };
  const forwarder = { destinations: [demoMail.mailbox] };
  const create = (method: string, email: string, extra: object, clientId: number = demoMail.clientId) =>
    mail(method, { client_id: clientId, email, ...extra });
  return inTurn([
    () => create('create_mailbox', `nieuw@${demoMail.domain}`, mailbox, 999),
    () => create('create_forwarder', `nieuw@${demoMail.domain}`, forwarder, 999),
    () => create('create_mailbox', 'nieuw@elders.example', mailbox),
    () => create('create_forwarder', 'nieuw@elders.example', forwarder),
    () => create('create_mailbox', demoMail.mailbox, mailbox),
    () => create('create_mailbox', demoMail.forwarder, mailbox),
    () => create('create_forwarder', demoMail.forwarder, forwarder),
    () => create('create_forwarder', demoMail.mailbox, forwarder),
    () => mail('delete_mailbox', { email: UNKNOWN_EMAIL }),
    () => mail('delete_forwarder', { email: UNKNOWN_EMAIL }),
    () => mail('update_mailbox', { email: UNKNOWN_EMAIL, name: 'Test' }),
    () => mail('update_forwarder', { email: UNKNOWN_EMAIL, destinations: [demoMail.mailbox] }),
    () =>
      mail('create_mailbox', { client_id: demoMail.clientId, email: `x@${demoMail.domain}` }, as('readonly')),
  ]);
}

async function transactionSentences(): Promise<string[]> {
  const broadband = (method: string, params: unknown, authorization?: string) =>
    sentenceOf('broadband/v1', method, params, authorization);
  const { reply } = await call<{ cancel_reason: string }>(
    sandbox.url,
    'broadband/v1',
    'cancel_transaction',
    { uuid: demoTransactions.cancellable.uuid },
    as('admin'),
  );
  const defaultReason = resultOf(reply).cancel_reason;
  return [
    defaultReason,
    ...(await inTurn([
      () => broadband('get_transaction', { uuid: UNKNOWN_UUID }),
      () => broadband('get_transaction', { nid: '9999ZZ0000001AA' }),
      () => broadband('cancel_transaction', { uuid: UNKNOWN_UUID }),
      () => broadband('cancel_transaction', { uuid: demoTransactions.notCancellable.uuid }),
      () => broadband('cancel_transaction', { uuid: demoTransactions.notCancellable.uuid }, as('readonly')),
      () => broadband('list_carriers', { filter: { netcode_id: 'veel' } }),
    ])),
  ];
}

async function profileSentences(): Promise<string[]> {
  const fiftyEntries = Array.from({ length: 50 }, (_, index) => ({
    subnet: `192.0.2.${index + 1}`,
    description: `Vestiging ${index + 1}`,
  }));
  const sentences = await inTurn([
    () => profile({ totp: { action: 'confirm', code: '123456' } }),
    () => profile({ totp: { action: 'disable', code: '123456' } }),
    () => profile({ ip_whitelist_remove: ['198.51.100.0/24'] }),
    () =>
      profile({ ip_whitelist: fiftyEntries, ip_whitelist_add: [{ subnet: '192.0.2.99', description: 'x' }] }),
    () => profile({ ip_whitelist: [] }),
    () => profile({ ip_whitelist_add: [{ subnet: '192.0.2.300', description: 'x' }] }),
  ]);
  // a code is valid once: the log-in used it
  const code = totpCode();
  const bearer = await logIn(sandbox.url, 'totp', passwordOf('totp'), {
    'x-forwarded-for': OUTSIDE_IP,
    'x-totp': code,
  });
  const reused = await profile({ totp: { action: 'disable', code } }, bearer, {
    'x-forwarded-for': OUTSIDE_IP,
  });
  const enrolledAlready = await profile({ totp: { action: 'enrol' } }, bearer, {
    'x-forwarded-for': OUTSIDE_IP,
  });
  const { reply } = await call<{ totp_enrolment?: { secret: string } }>(
    sandbox.url,
    'user/v1',
    'set_profile',
    { totp: { action: 'enrol' } },
    as('whitelist'),
  );
  const pending = resultOf(reply).totp_enrolment?.secret ?? '';
  const wrong = await profile({ totp: { action: 'confirm', code: wrongCode(pending) } }, as('whitelist'));
  return [...sentences, reused, enrolledAlready, wrong];
}

async function postcodeSentences(): Promise<string[]> {
  const postcodes = (method: string, params: unknown) => sentenceOf('postcodes/v1', method, params);
  return inTurn([
    () => postcodes('get_housenrs', { zipcode: '9999ZZ' }),
    () => postcodes('get_address', { zipcode: '9999ZZ' }),
    () => postcodes('get_address', { zipcode: '1012AB', housenr: 99999 }),
    () => postcodes('get_housenrext', { zipcode: '1012AB', housenr: 99999 }),
  ]);
}

/**
 * The demo's refusals of a change: to the shared data, and in a visitor's copy that may grow no
 * further (here after 64 KiB of forwarders).
 */
async function demoSentences(): Promise<string[]> {
  const demo = await startTestSandbox({
    productCount: 300,
    demo: { idleMinutes: 60, maxCopies: 10, backofficeSeconds: 3600, copyGrowthKib: 64 },
  });
  try {
    const refusalOf = async (className: string, method: string, params: unknown, authorization: string) => {
      const { reply } = await call(demo.url, className, method, params, authorization);
      return errorOf(reply).message;
    };
    const shared = await inTurn([
      () => refusalOf('mail/v1', 'delete_forwarder', { email: demoMail.forwarder }, as('admin')),
      () => refusalOf('broadband/v1', 'cancel_transaction', demoTransactions.cancellable, as('admin')),
      () => refusalOf('user/v1', 'set_profile', { name: 'Iemand' }, as('admin')),
    ]);
    const signIn = await post(`${demo.url}/demo/sign-in`, { persona: 'staff' });
    const bearer = `Bearer ${(signIn.json as { access_token: string }).access_token}`;
    const destinations = Array.from(
      { length: 20 },
      (_, index) => `${'b'.repeat(200)}-${index}@elders.example`,
    );
    for (let forwarder = 1; forwarder <= 300; forwarder++) {
      const { reply } = await call(
        demo.url,
        'mail/v1',
        'create_forwarder',
        { client_id: demoMail.clientId, email: `door-${forwarder}@${demoMail.domain}`, destinations },
        bearer,
      );
      if ('error' in reply) return [...shared, reply.error.message];
    }
    throw new Error('the copy grew past its limit without a refusal');
  } finally {
    await demo.stop();
  }
}

describe('the portal and the widget know every sentence of the other classes', () => {
  const heard: Record<string, string[]> = {};
  beforeAll(async () => {
    heard.mail = await mailSentences();
    heard.transactions = await transactionSentences();
    heard.profile = await profileSentences();
    heard.postcodes = await postcodeSentences();
    heard.demo = await demoSentences();
  });

  it.each(['mail', 'transactions', 'profile', 'postcodes', 'demo'])(
    'each sentence of %s, in Dutch and English, without English words left in the Dutch',
    (kind) => {
      const sentences = heard[kind] ?? [];
      expect(sentences.length).toBeGreaterThan(2);
      for (const sentence of sentences)
        for (const locale of LOCALES) {
          const read = readServiceSentence(sentence, locale);
          expect(read.known, `${locale}: ${sentence}`).toBe(true);
          if (!read.known) continue;
          expect(read.text).not.toMatch(/undefined|\$\{/);
          if (locale === 'nl')
            expect(read.text, sentence).not.toMatch(/\b(?:failed|does not|already|prohibited|the)\b/i);
        }
    },
  );

  it('the translations say what differs: the address, the client, the state', () => {
    const said = (sentence: string) => readServiceSentence(sentence, 'nl');
    expect(heard.mail!.map(said)).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('klant 999 bestaat niet') }),
    );
    expect(heard.transactions!.map(said)).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('(status: in behandeling)') }),
    );
    expect(said(heard.transactions![0]!)).toMatchObject({ text: 'Geannuleerd door de klant' });
    expect(said(heard.demo!.at(-1)!)).toMatchObject({ text: expect.stringContaining('demogegevens') });
  });
});
