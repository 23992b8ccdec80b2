import { describe, expect, it } from 'vitest';
import { domainError } from './validation.ts';

describe('domainError', () => {
  it("names the client's domain for an address elsewhere", () => {
    expect(domainError('info@elders.nl', 'bakkerij.nl')).toBe('bakkerij.nl');
  });

  it('accepts an address at the domain, in any case', () => {
    expect(domainError('Info@Bakkerij.NL', 'bakkerij.nl')).toBeNull();
  });

  it('leaves incomplete addresses and unknown clients alone', () => {
    expect(domainError('info', 'bakkerij.nl')).toBeNull();
    expect(domainError('info@', 'bakkerij.nl')).toBeNull();
    expect(domainError(undefined, 'bakkerij.nl')).toBeNull();
    expect(domainError('info@elders.nl', null)).toBeNull();
  });
});
