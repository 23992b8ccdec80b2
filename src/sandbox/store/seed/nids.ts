/** NIDs (network identifiers) of carriers and circuits, unique across the seed. */
import type { Rng } from './random.ts';

const NID_SUFFIX = '0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

/** Generates NIDs `<zipcode><housenr 5 digits><4 chars>`, unique across the seed. */
export type NidFactory = {
  make(rng: Rng, zipcode: string, housenr: number): string;
  reserve(nid: string): void;
};

export function createNidFactory(): NidFactory {
  const used = new Set<string>();
  return {
    make(rng, zipcode, housenr) {
      for (;;) {
        const nid = `${zipcode}${String(housenr).padStart(5, '0')}${rng.chars(NID_SUFFIX, 4)}`;
        if (!used.has(nid)) {
          used.add(nid);
          return nid;
        }
      }
    },
    reserve(nid) {
      used.add(nid);
    },
  };
}
