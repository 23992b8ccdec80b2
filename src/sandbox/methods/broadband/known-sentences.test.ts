import { describe, expect, it } from 'vitest';
import { type SentenceLocale, readServiceSentence } from '../../../contract/service-sentences.ts';
import { failures } from '../../rpc/errors.ts';
import { CONSTRUCTION, EVERYTHING_CONSTRUCTION } from '../../store/seed/network-data.ts';
import { PROVIDERS, type ResolvedAddress, providerFailure } from './availability.ts';

const LOCALES: readonly SentenceLocale[] = ['nl', 'en'];

const address = (housenrext: string, flags: Partial<ResolvedAddress>): ResolvedAddress => ({
  zipcode: '3011AB',
  housenr: 10,
  housenrext,
  street: 'Coolsingel',
  city: 'Rotterdam',
  municipality: 'Rotterdam',
  isComplex: false,
  disruptedProviders: [],
  ...flags,
});

/** Every sentence an address check can carry, made by the sandbox's own code. */
function everySentence(): string[] {
  const sentences = new Set<string>();
  for (const housenrext of ['', 'A', '1-2']) {
    for (const provider of PROVIDERS) {
      for (const flags of [
        { disruptedProviders: [provider] },
        { disruptedProviders: ['*'] },
        { isComplex: true },
      ]) {
        const failure = providerFailure(address(housenrext, flags), provider);
        if (failure) sentences.add(failure.message);
      }
      sentences.add(failures.notServiced('3011AB', 10, housenrext, [provider]).message);
    }
    sentences.add(failures.notServiced('3011AB', 10, housenrext, PROVIDERS).message);
    sentences.add(failures.invalidAddress('3011AB', 10, housenrext).message);
  }
  sentences.add(failures.invalidAddress('3011AB', '99999', '').message);
  for (const [, , message] of [...CONSTRUCTION, EVERYTHING_CONSTRUCTION]) sentences.add(message);
  return [...sentences];
}

describe('the portal and the widget know every sentence of an address check', () => {
  it('makes sentences of every kind', () => {
    // disruption and complexity per provider, not served, invalid, and the construction notices
    expect(everySentence().length).toBeGreaterThan(PROVIDERS.length * 3);
  });

  it.each(everySentence())('"%s" in Dutch and English', (sentence) => {
    for (const locale of LOCALES) {
      const read = readServiceSentence(sentence, locale);
      expect(read.known, `${locale}: ${sentence}`).toBe(true);
      if (read.known) expect(read.text).not.toMatch(/undefined|\$\{/);
    }
  });
});
