import { describe, expect, it } from 'vitest';
import { displayCode, errorCodeName } from './error-code-lookup.ts';
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
});
