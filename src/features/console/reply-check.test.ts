/**
 * The console's check of a reply against its schema, on real replies: a real sandbox behind the
 * differing service (src/sandbox/testing/differing-service.ts), called as the console calls it.
 */
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawCall } from '../../api/raw-call.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import type { Locale } from '../../i18n/messages.ts';
import { drawn } from '../../ui/testing/draw.ts';
import en from './messages-en.ts';
import nl from './messages-nl.ts';
import { consoleMessages } from './messages.ts';
import { type ConsoleOutcome, type ReplyCheck, checkReply, notesByKind } from './reply-check.ts';
import { ReplyView, rpcErrorOf } from './reply-view.tsx';

const { service } = behindDifferingService();
beforeAll(async () => {
  await Promise.all([consoleMessages.load('en'), consoleMessages.load('nl')]);
});

/** A call as the console makes it, with the check it shows beside the reply. */
async function consoleCall(className: string, method: string, params: unknown): Promise<ConsoleOutcome> {
  const outcome = await rawCall(className, method, params);
  return { ...outcome, check: await checkReply(className, method, outcome) };
}

const drawnReply = (outcome: ConsoleOutcome, locale: Locale = 'en'): Promise<string> =>
  drawn(createElement(ReplyView, { pending: false, outcome, error: null }), { locale });

const CARRIERS = { pagination: { page: 1, per_page: 2 } };

describe('a reply as the sandbox sends it', () => {
  it('matches the schema, and says so beside the reply', async () => {
    const outcome = await consoleCall('user/v1', 'get_profile', {});
    expect(outcome.check).toEqual({ kind: 'matches' });
    const html = await drawnReply(outcome);
    expect(html).toContain(en.check.heading);
    expect(html).toContain(en.check.matches);
    expect(await drawnReply(outcome, 'nl')).toContain(nl.check.matches);
  });
});

describe('a reply the portal reads past', () => {
  it('lists members the schema does not know by their pointers, under other fields', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'extra-members' });
    const outcome = await consoleCall('broadband/v1', 'list_carriers', CARRIERS);
    const check = outcome.check as Extract<ReplyCheck, { kind: 'read-past' }>;
    expect(check.kind).toBe('read-past');
    expect(notesByKind(check.notes).members).toEqual([
      '/carriers/0/service_reference',
      '/carriers/0/service_flags',
      '/carriers/1/service_reference',
      '/carriers/1/service_flags',
      '/service_reference',
      '/service_flags',
    ]);
    const html = await drawnReply(outcome);
    expect(html).toContain(en.check.readPast);
    expect(html).toContain(en.check.members);
    expect(html).toContain('<code>/carriers/1/service_flags</code>');
    expect(await drawnReply(outcome, 'nl')).toContain(nl.check.members);
  });

  it('lists values it does not know with the value as sent', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'unknown-values' });
    const outcome = await consoleCall('user/v1', 'get_profile', {});
    expect(outcome.check).toEqual({
      kind: 'read-past',
      notes: [{ kind: 'value', pointer: '/language', value: 'de' }],
    });
    const html = await drawnReply(outcome);
    expect(html).toContain(en.check.values);
    expect(html).toMatch(/<code>\/language<\/code>: <code class="console-check__value">de<\/code>/);
  });

  it('lists numbers sent as text, and leaves the reply shown as it was sent', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'numbers-as-text' });
    const outcome = await consoleCall('broadband/v1', 'list_carriers', CARRIERS);
    const check = outcome.check as Extract<ReplyCheck, { kind: 'read-past' }>;
    expect(notesByKind(check.notes).numbersAsText).toContain('/pagination/total_items');
    const sent = outcome.body as { result: { pagination: { total_items: unknown } } };
    expect(typeof sent.result.pagination.total_items).toBe('string');
    const html = await drawnReply(outcome);
    expect(html).toContain(en.check.numbersAsText);
    expect(html).toContain('<code>/pagination/total_items</code>');
  });
});

describe('a reply the portal cannot read', () => {
  it('names the place, what was expected and what came', async () => {
    service.differ({ className: 'user/v1', method: 'get_profile', change: 'object-for-list' });
    const outcome = await consoleCall('user/v1', 'get_profile', {});
    expect(outcome.check).toMatchObject({
      kind: 'unreadable',
      difference: { pointer: '/permissions', expected: ['array'], received: 'object' },
    });
    const html = await drawnReply(outcome);
    expect(html).toContain(en.check.unreadable);
    expect(html).toContain('<code>/permissions</code>');
    expect(html).toContain('a list');
    expect(html).toContain('an object');
    // the reply is still shown, as it came
    expect(html).toContain(en.replyJson);
    expect(await drawnReply(outcome, 'nl')).toContain(nl.check.unreadable);
  });

  it('a required member missing', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'renamed-members' });
    const outcome = await consoleCall('broadband/v1', 'list_carriers', CARRIERS);
    expect(outcome.check).toMatchObject({
      kind: 'unreadable',
      difference: { expected: 'member', received: 'missing' },
    });
  });

  it('a reply with neither result nor error', async () => {
    const outcome = {
      request: {} as never,
      status: 200,
      body: { jsonrpc: '2.0', id: 1 },
      cid: null,
      durationMs: 1,
    };
    expect(await checkReply('user/v1', 'get_profile', outcome)).toEqual({
      kind: 'unreadable',
      difference: { pointer: '', expected: ['object'], received: 'missing' },
      notes: [],
    });
  });
});

describe('a reply without a result to check', () => {
  it('an error, a method the service does not have, an HTTP failure: nothing is checked', async () => {
    expect((await consoleCall('user/v1', 'set_profile', { ip_whitelist_add: 'x' })).check).toBeNull();
    service.differ({ className: 'mail/v1', method: 'list_mailboxes', change: 'method-not-found' });
    expect((await consoleCall('mail/v1', 'list_mailboxes', {})).check).toBeNull();
    service.differ({ className: 'mail/v1', method: '*', change: 'class-not-found' });
    const refused = await consoleCall('mail/v1', 'list_mailboxes', {});
    expect(refused.status).toBe(404);
    expect(refused.check).toBeNull();
    expect(await drawnReply(refused)).not.toContain(en.check.heading);
  });
});

describe('a reply read as the portal reads one (src/contract/json-rpc-envelope.ts)', () => {
  const sent = (body: unknown, status = 200): ConsoleOutcome => ({
    request: { jsonrpc: '2.0', id: 1, method: 'get_profile', params: {} },
    status,
    body,
    cid: null,
    durationMs: 1,
    check: null,
  });
  const noValidator = () => Promise.reject(new Error('no result to check'));

  it('an error with its code sent as text: the code, its words, the cid and the failing paths', async () => {
    const outcome = sent({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: '011',
        message: 'Schema violation',
        data: { cid: 'c-1', errors: [{ path: '/zipcode', message: 'must be string' }] },
      },
    });
    expect(rpcErrorOf(outcome.body)).toEqual({
      code: 11,
      message: 'Schema violation',
      cid: 'c-1',
      violations: [{ path: '/zipcode', message: 'must be string' }],
    });
    expect(await checkReply('user/v1', 'get_profile', outcome, noValidator)).toBeNull();
    const html = await drawnReply(outcome);
    expect(html).toContain(en.outcomeError('011'));
    expect(html).toContain('c-1');
  });

  it('an error without a code the console can read, and a body that is no reply', async () => {
    expect(rpcErrorOf({ jsonrpc: '2.0', id: 1, error: { message: 'odd' } })).toMatchObject({ code: 0 });
    expect(rpcErrorOf({ message: 'Unauthorized' })).toBeNull();
    expect(rpcErrorOf('not json')).toBeNull();
    expect(await checkReply('user/v1', 'get_profile', sent('not json'), noValidator)).toBeNull();
    expect(await checkReply('user/v1', 'get_profile', sent([1, 2]), noValidator)).toBeNull();
    expect(await checkReply('user/v1', 'get_profile', sent({ message: 'x' }, 401), noValidator)).toBeNull();
  });

  it('"error": null beside a result is no error: the result is checked', async () => {
    const outcome = sent({ jsonrpc: '2.0', id: 1, result: { username: 'u' }, error: null });
    expect(rpcErrorOf(outcome.body)).toBeNull();
    const validate = Object.assign(() => true, { errors: null });
    expect(await checkReply('user/v1', 'get_profile', outcome, async () => validate)).toEqual({
      kind: 'matches',
    });
  });
});
