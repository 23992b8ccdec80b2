/**
 * The client against a service that differs from the contract: a real sandbox behind the
 * differing service (src/sandbox/testing/differing-service.ts), which changes one method's reply
 * at a time. What a page would get is asserted: a result read past the difference (with its notes),
 * or the error that names the difference.
 */
import { describe, expect, it } from 'vitest';
import { logIn } from './auth-endpoints.ts';
import { NotOfferedError, ReplyShapeError } from './errors.ts';
import { isOffered } from './offered.ts';
import { call, callReplied } from './rpc-client.ts';
import { endSession } from './session.ts';
import { SANDBOX_ADMIN, behindDifferingService } from './testing/behind-differing-service.ts';

const { service } = behindDifferingService();

const transactionUuid = async () =>
  (await call('broadband/v1', 'list_transactions', { pagination: { page: 1, per_page: 1 } })).transactions[0]!
    .uuid;

describe('replies as the sandbox sends them', () => {
  it('are read without a single note, for every reading method the portal calls', async () => {
    const replies = await Promise.all([
      callReplied('broadband/basic/v1', 'list_providers', {}),
      callReplied('broadband/v1', 'list_carriers', { pagination: { page: 1, per_page: 50 } }),
      callReplied('broadband/v1', 'list_transactions', {
        pagination: { page: 1, per_page: 50 },
        count_by: ['state', 'action', 'expected_completion_date'],
      }),
      callReplied('broadband/v1', 'get_transaction', { uuid: await transactionUuid() }),
      callReplied('user/v1', 'get_profile', {}),
      callReplied('mail/v1', 'list_mailboxes', {}),
      callReplied('postcodes/v1', 'get_housenrs', { zipcode: '2511AB' }),
    ]);
    for (const reply of replies) expect(reply.notes).toEqual([]);
  });
});

describe('a reply the portal cannot read', () => {
  it('a list of one for an object: a ReplyShapeError at the whole result, with class, method and cid', async () => {
    const uuid = await transactionUuid();
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'list-for-object' });
    const failure = await call('broadband/v1', 'get_transaction', { uuid }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReplyShapeError);
    expect(failure).toMatchObject({
      className: 'broadband/v1',
      method: 'get_transaction',
      difference: { pointer: '', expected: ['object'], received: 'array' },
      cid: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('renamed members: the first required member missing is named', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'renamed-members' });
    await expect(
      call('broadband/v1', 'list_carriers', { pagination: { page: 1, per_page: 5 } }),
    ).rejects.toMatchObject({
      difference: { expected: 'member', received: 'missing', pointer: expect.stringMatching(/^\/[a-z_]+$/) },
    });
  });

  it('an object for a list', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'object-for-list' });
    await expect(call('user/v1', 'get_profile', {})).rejects.toMatchObject({
      difference: { pointer: '/permissions', expected: ['array'], received: 'object' },
    });
  });

  it('a required member missing in each listed item', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'missing-required' });
    await expect(
      call('broadband/v1', 'list_transactions', { pagination: { page: 1, per_page: 5 } }),
    ).rejects.toMatchObject({
      difference: { pointer: '/transactions/0/nid', expected: 'member', received: 'missing' },
    });
  });

  it('null where an object was', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'null-for-object' });
    await expect(call('user/v1', 'get_profile', {})).rejects.toMatchObject({
      difference: { pointer: '/totp', expected: ['object'], received: 'null' },
    });
  });
});

describe('a reply the portal reads past its differences', () => {
  it('members it does not know: read, noted by pointer', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'extra-members' });
    const { result, notes } = await callReplied('broadband/v1', 'list_transactions', {
      pagination: { page: 1, per_page: 2 },
    });
    expect(result.transactions).toHaveLength(2);
    expect(notes).toEqual(
      expect.arrayContaining([
        { kind: 'member', pointer: '/service_reference' },
        { kind: 'member', pointer: '/transactions/0/service_flags' },
        { kind: 'member', pointer: '/transactions/1/service_reference' },
      ]),
    );
  });

  it('values it does not know: kept as the service names them, noted', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'unknown-values' });
    const { result, notes } = await callReplied('broadband/v1', 'list_transactions', {
      pagination: { page: 1, per_page: 3 },
      count_by: ['state'],
    });
    expect(result.transactions.map((transaction) => transaction.state)).toEqual([
      'on_hold',
      'on_hold',
      'on_hold',
    ]);
    expect(result.counts?.state?.every((count) => String(count.value).startsWith('unknown_'))).toBe(true);
    expect(notes).toContainEqual({ kind: 'value', pointer: '/transactions/0/state', value: 'on_hold' });
  });

  it('numbers as text: read as the numbers', async () => {
    const plain = await call('broadband/v1', 'list_carriers', { pagination: { page: 1, per_page: 3 } });
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'numbers-as-text' });
    const { result, notes } = await callReplied('broadband/v1', 'list_carriers', {
      pagination: { page: 1, per_page: 3 },
    });
    expect(result).toEqual(plain);
    expect(notes).toContainEqual({ kind: 'number-as-text', pointer: '/pagination/total_items' });
  });
});

describe('what the service does not offer', () => {
  it('a method (-32601): said as such, remembered for the session, not asked again', async () => {
    service.differ({ className: 'mail/v1', method: 'list_mailboxes', change: 'method-not-found' });
    const params = {};
    await expect(call('mail/v1', 'list_mailboxes', params)).rejects.toBeInstanceOf(NotOfferedError);
    const asked = service.callsOf('mail/v1', 'list_mailboxes');
    await expect(call('mail/v1', 'list_mailboxes', params)).rejects.toMatchObject({
      className: 'mail/v1',
      method: 'list_mailboxes',
    });
    expect(service.callsOf('mail/v1', 'list_mailboxes')).toBe(asked);
    expect(isOffered('mail/v1', 'list_mailboxes')).toBe(false);
    expect(isOffered('mail/v1', 'list_forwarders')).toBe(true);
    endSession('logged-out');
    expect(isOffered('mail/v1', 'list_mailboxes')).toBe(true);
    await logIn(SANDBOX_ADMIN);
  });

  it('a class (404 at its URL): every method of it', async () => {
    service.differ({ className: 'mail/v1', method: '*', change: 'class-not-found' });
    await expect(call('mail/v1', 'list_clients', {})).rejects.toMatchObject({
      className: 'mail/v1',
      method: null,
    });
    expect(isOffered('mail/v1', 'list_forwarders')).toBe(false);
    expect(isOffered('user/v1', 'get_profile')).toBe(true);
  });
});
