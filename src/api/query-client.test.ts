import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, RpcError } from './errors.ts';
import { MAX_RETRIES, isRetryable, retryDelay, shareUnchangedParts, shouldRetry } from './query-client.ts';

describe('retry rule', () => {
  it.each([
    ['a network failure', new NetworkError('offline'), true],
    ['HTTP 500', new HttpError(500, 'boom'), true],
    ['HTTP 503', new HttpError(503, 'down'), true],
    ['HTTP 429', new HttpError(429, 'slow down'), true],
    ['HTTP 401', new HttpError(401, 'who are you'), false],
    ['HTTP 404', new HttpError(404, 'nowhere'), false],
    ['JSON-RPC 001', new RpcError(1, 'unanticipated', {}, 'c'), false],
    ['JSON-RPC 004', new RpcError(4, 'disruption', {}, 'c'), false],
    ['a programming error', new TypeError('x is undefined'), false],
  ])('retries %s: %s', (_name, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });

  it(`stops after ${MAX_RETRIES} retries`, () => {
    const error = new NetworkError('offline');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
  });

  it('waits as long as Retry-After says on 429, and backs off otherwise', () => {
    expect(retryDelay(0, new HttpError(429, 'slow down', { retryAfterSeconds: 7 }))).toBe(7000);
    expect(retryDelay(0, new NetworkError('offline'))).toBe(500);
    expect(retryDelay(2, new NetworkError('offline'))).toBe(2000);
    expect(retryDelay(10, new HttpError(503, 'down'))).toBe(8000);
  });
});

describe('sharing the unchanged parts of an answer', () => {
  it('keeps what did not change, and keeps a reply with members the portal does not know whole', async () => {
    const { readReply } = await import('../contract/reply-reading.ts');
    const previous = { rows: [{ id: 1 }, { id: 2 }] };
    const next = { rows: [{ id: 1 }, { id: 3 }] };
    const shared = shareUnchangedParts(previous, next) as typeof next;
    expect(shared.rows[0]).toBe(previous.rows[0]);

    const noting = Object.assign(
      function (this: { notes: unknown[] } | undefined) {
        this?.notes.push({ kind: 'member', pointer: '/rows/1/colour' });
        return true;
      },
      { errors: null },
    );
    const reading = readReply<typeof next>(noting, { rows: [{ id: 1 }, { id: 3, colour: 'red' }] });
    if (!reading.readable) throw new Error('not read');
    expect(shareUnchangedParts(previous, reading.result)).toBe(reading.result);
  });
});
