import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, RpcError } from './errors.ts';
import { MAX_RETRIES, isRateLimited, isRetryable, retryDelay, shouldRetry } from './retry-rule.ts';

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

  it('knows a 429 as the service asking to slow down, and nothing else', () => {
    expect(isRateLimited(new HttpError(429, 'slow down'))).toBe(true);
    expect(isRateLimited(new HttpError(503, 'down'))).toBe(false);
    expect(isRateLimited(new NetworkError('offline'))).toBe(false);
  });

  it(`stops after ${MAX_RETRIES} retries, or as many as the caller says`, () => {
    const error = new NetworkError('offline');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, error, 2))).toEqual([true, true, false]);
    expect(shouldRetry(0, new HttpError(404, 'nowhere'), 10)).toBe(false);
  });

  it('waits as long as Retry-After says on 429, at least a quarter of a second and at most a minute', () => {
    const refusal = (retryAfterSeconds: number) => new HttpError(429, 'slow down', { retryAfterSeconds });
    expect(retryDelay(0, refusal(7))).toBe(7000);
    expect(retryDelay(5, refusal(7))).toBe(7000);
    expect(retryDelay(0, refusal(0))).toBe(250);
    expect(retryDelay(0, refusal(0.5))).toBe(500);
    expect(retryDelay(0, refusal(600))).toBe(60_000);
  });

  it('backs off otherwise: half a second, doubled each attempt, at most 8 s', () => {
    expect(retryDelay(0, new NetworkError('offline'))).toBe(500);
    expect(retryDelay(2, new NetworkError('offline'))).toBe(2000);
    expect(retryDelay(10, new HttpError(503, 'down'))).toBe(8000);
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, new HttpError(429, 'slow down')))).toEqual(
      [500, 1000, 2000, 4000, 8000, 8000],
    );
  });
});
