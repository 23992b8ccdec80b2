import { describe, expect, it } from 'vitest';
import { matchTotpStep, totpCode } from './totp.ts';

// RFC 6238 appendix B, SHA-1, secret "12345678901234567890"; our codes have 6 digits: the last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is the last six digits of %s', (seconds, eightDigits) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(RFC_SECRET, at)).toBe(eightDigits.slice(2));
    expect(matchTotpStep(RFC_SECRET, eightDigits.slice(2), at)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift either way and no more', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    const codeAt = (offset: number) => totpCode(RFC_SECRET, new Date(at.getTime() + offset * 30_000));
    expect(matchTotpStep(RFC_SECRET, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, codeAt(1), at)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, codeAt(2), at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, codeAt(-2), at)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const at = new Date(59_000);
    for (const code of ['', '28708', '2870822', 'abcdef', '287 082'])
      expect(matchTotpStep(RFC_SECRET, code, at)).toBeNull();
  });
});
