import { describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorCodeName, errorCodeMeanings } from '../contract/error-codes.gen.ts';
import { type ServiceErrorTexts, serviceErrorText } from './error-texts.ts';
import en from './messages-en.ts';
import nl from './messages-nl.ts';

describe('the words for the service’s error codes', () => {
  it.each([
    ['nl', nl],
    ['en', en],
  ] as const)('%s: one of its own for each of the specification’s codes', (_locale, messages) => {
    const texts: ServiceErrorTexts = messages.errors.rpc;
    expect(serviceErrorText(texts, ErrorCode.invalidAddress)).toBe(texts.invalidAddress);
    expect(serviceErrorText(texts, ErrorCode.unanticipated)).toBe(texts.unanticipated);
    expect(serviceErrorText(texts, ErrorCode.configProhibited)).toBe(texts.configProhibited);
  });

  it('has words for exactly the specification’s own codes', () => {
    const spec = (Object.keys(ErrorCode) as ErrorCodeName[]).filter(
      (name) => errorCodeMeanings[name].origin === 'spec',
    );
    for (const messages of [nl, en])
      expect(Object.keys(messages.errors.rpc).sort()).toEqual([...spec, 'other'].sort());
  });

  it('says `other` for JSON-RPC’s own codes and for codes the catalogue does not list', () => {
    for (const code of [ErrorCode.methodNotFound, ErrorCode.parseError, ErrorCode.notImplemented, 9, 0])
      expect(serviceErrorText(en.errors.rpc, code)).toBe(en.errors.rpc.other);
  });

  it('takes no texts without a name for every code, or with a name the catalogue lacks (type checks)', () => {
    const { invalidAddress: _dropped, ...missing } = en.errors.rpc;
    // @ts-expect-error: invalidAddress is missing
    const withoutOne: ServiceErrorTexts = missing;
    // @ts-expect-error: noSuchCode is no name of the catalogue's codes
    const withUnknown: ServiceErrorTexts = { ...en.errors.rpc, noSuchCode: 'x' };
    // @ts-expect-error: methodNotFound is JSON-RPC's, not the specification's
    const withJsonRpc: ServiceErrorTexts = { ...en.errors.rpc, methodNotFound: 'x' };
    expect([withoutOne, withUnknown, withJsonRpc]).toHaveLength(3);
  });
});
