import { describe, expect, it } from 'vitest';
import { ErrorCode } from './error-codes.gen.ts';
import { envelopeDifference, errorCodeOf, readEnvelope } from './json-rpc-envelope.ts';

describe('a JSON-RPC 2.0 reply envelope', () => {
  it('reads a result, also one beside "error": null', () => {
    expect(readEnvelope({ jsonrpc: '2.0', id: 1, result: [1] })).toEqual({ kind: 'result', result: [1] });
    expect(readEnvelope({ jsonrpc: '2.0', id: 1, result: null, error: null })).toEqual({
      kind: 'result',
      result: null,
    });
  });

  it('reads an error: its code (also sent as text), message, data and cid', () => {
    expect(
      readEnvelope({ jsonrpc: '2.0', id: 1, error: { code: '002', message: 'Invalid', data: { cid: 'c' } } }),
    ).toEqual({
      kind: 'error',
      code: ErrorCode.invalidAddress,
      message: 'Invalid',
      data: { cid: 'c' },
      cid: 'c',
    });
    expect(readEnvelope({ error: { code: -32601, message: 'Method not found' } })).toMatchObject({
      kind: 'error',
      code: ErrorCode.methodNotFound,
      cid: null,
    });
  });

  it('reads an error it cannot make out as one without code, message or data', () => {
    expect(readEnvelope({ error: 'broken', result: 1 })).toEqual({
      kind: 'error',
      code: null,
      message: '',
      data: {},
      cid: null,
    });
    expect(errorCodeOf(2.5)).toBeNull();
    expect(errorCodeOf('two')).toBeNull();
    expect(errorCodeOf(' -32700 ')).toBe(ErrorCode.parseError);
  });

  it('names what came instead of a reply, and where it differs', () => {
    const missing = readEnvelope({ jsonrpc: '2.0', id: 1 });
    expect(missing).toEqual({ kind: 'unreadable', received: 'missing' });
    expect(readEnvelope([{ result: 1 }])).toEqual({ kind: 'unreadable', received: 'array' });
    expect(readEnvelope('text')).toEqual({ kind: 'unreadable', received: 'string' });
    if (missing.kind !== 'unreadable') throw new Error('read as a reply');
    expect(envelopeDifference(missing)).toEqual({ pointer: '', expected: ['object'], received: 'missing' });
  });
});
