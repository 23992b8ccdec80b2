import { describe, expect, it } from 'vitest';
import { displayCode, errorCodeName, specErrorName } from './error-code-lookup.ts';
import { ErrorCode, type ErrorCodeName, errorCodeMeanings } from './error-codes.gen.ts';

const names = Object.keys(ErrorCode) as ErrorCodeName[];

describe('the catalogue’s error codes looked up', () => {
  it.each(names)('%s: shown as the catalogue shows it, and found by its code', (name) => {
    const { code, shown } = errorCodeMeanings[name];
    expect(displayCode(code)).toBe(shown);
    expect(errorCodeName(code)).toBe(name);
  });

  it('shows a code the catalogue does not list by the same rule', () => {
    expect(displayCode(9)).toBe('009');
    expect(displayCode(123)).toBe('123');
    expect(displayCode(0)).toBe('0');
    expect(displayCode(-32602)).toBe('-32602');
    expect(errorCodeName(9)).toBeUndefined();
  });

  it('names only the specification’s own codes as such', () => {
    expect(specErrorName(ErrorCode.invalidAddress)).toBe('invalidAddress');
    expect(specErrorName(ErrorCode.configProhibited)).toBe('configProhibited');
    expect(specErrorName(ErrorCode.methodNotFound)).toBeUndefined();
    expect(specErrorName(ErrorCode.notImplemented)).toBeUndefined();
    expect(specErrorName(9)).toBeUndefined();
    const spec = names.filter((name) => errorCodeMeanings[name].origin === 'spec');
    expect(spec.map((name) => specErrorName(ErrorCode[name]))).toEqual(spec);
  });
});
