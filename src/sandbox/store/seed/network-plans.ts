/**
 * What the network offers at a building, before it is spelled out per provider: fiber and copper of
 * the incumbent, and what each other provider has.
 */
import type { Building } from './addresses.ts';
import { FULL, NONE, type Plan } from './network-data.ts';
import type { Rng } from './random.ts';
import { G, M } from './speed-units.ts';

function randomPlan(rng: Rng): Plan {
  const kpnFiber: Plan['kpnFiber'] = rng.chance(0.58)
    ? rng.chance(0.85)
      ? {
          tech: 'GPON',
          down: rng.chance(0.75) ? G : 500 * M,
          up: 0,
          nlstype: rng.pick(['6', '7', '8', '8H', '9']),
        }
      : { tech: 'XGS-PON', down: 4 * G, up: 0, nlstype: rng.pick(['8', '8H', '9']) }
    : null;
  const fiber = kpnFiber ? { ...kpnFiber, up: kpnFiber.down } : null;
  const ftto = rng.chance(0.12);
  const copper: Plan['copper'] = rng.chance(0.93)
    ? (() => {
        const distance = Math.round(90 + rng.next() ** 1.4 * 2300);
        const pairs: 1 | 2 = rng.chance(0.25) ? 2 : 1;
        return { distance, pairs, second: distance + rng.int(15, 90) };
      })()
    : null;
  return {
    kpnFiber: fiber,
    ftto,
    copper,
    weasFiber: (fiber !== null || ftto) && rng.chance(0.45),
    weasCopper: copper !== null && rng.chance(0.35),
    eurofiber: rng.chance(0.18) ? (rng.chance(0.2) ? 10 * G : G) : null,
    tele2Fiber: fiber ? (rng.chance(0.4) ? 'KPN-GPON' : null) : rng.chance(0.15) ? 'Delta Fiber' : null,
    tele2Copper: copper !== null && rng.chance(0.5),
    ziggo: rng.chance(0.82)
      ? rng.weighted<readonly [number, number]>([
          [[G, 50 * M], 70],
          [[2 * G, 100 * M], 15],
          [[500 * M, 40 * M], 15],
        ])
      : null,
    construction: rng.chance(fiber ? 0.02 : 0.09),
  };
}

/** The plan of a building: fixed for the demo addresses, random for the others. */
export function planFor(rng: Rng, building: Building): Plan {
  switch (building.special) {
    case 'everything':
      return FULL;
    case 'unserved':
      return NONE;
    case 'copperOnly':
      return {
        ...FULL,
        kpnFiber: null,
        ftto: false,
        copper: { distance: 650, pairs: 2, second: 710 },
        weasFiber: false,
        eurofiber: null,
        tele2Fiber: null,
        construction: false,
        ziggo: [500 * M, 40 * M],
      };
    case 'providerDown':
    case 'complex':
    case 'allProvidersDown':
      return {
        ...FULL,
        ftto: false,
        eurofiber: null,
        construction: false,
        copper: { distance: 420, pairs: 1, second: 0 },
      };
    case null:
      return building.quiet
        ? { ...randomPlan(rng), construction: false }
        : rng.chance(0.03)
          ? NONE
          : randomPlan(rng);
  }
}
