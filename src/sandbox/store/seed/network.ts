/**
 * What each address can get: `availability` (zipcode replies), `carriers` (carriercheck) and
 * `construction_messages`, plus the address flags (complex, disrupted providers).
 */
import type { ConstructionMessage } from '../../../contract/types.gen.ts';
import type { AddressRow, Building } from './addresses.ts';
import { addDays, toDate } from './dates.ts';
import { agreeWithOffers, carriersFor } from './network-carriers.ts';
import { CONSTRUCTION, EVERYTHING_CONSTRUCTION, FIXED_CARRIER_NIDS } from './network-data.ts';
import { offersFor } from './network-offers.ts';
import { planFor } from './network-plans.ts';
import type { AvailabilityRow, CarrierRow } from './network-rows.ts';
import type { NidFactory } from './nids.ts';
import type { City } from './places-data.ts';
import { cities } from './places.ts';
import { orderableProducts } from './products.ts';
import type { ProductIndex } from './products.ts';
import { type Rng, rngFor } from './random.ts';
import { PROVIDERS } from './types.ts';

export { lineOf } from './network-carriers.ts';
export { FIXED_CARRIER_NIDS } from './network-data.ts';
export { createNidFactory, type NidFactory } from './nids.ts';

/** One address row with everything the network offers there. */
export type ServedAddress = {
  readonly row: AddressRow;
  readonly building: Building;
  readonly availability: readonly AvailabilityRow[];
  readonly carriers: readonly CarrierRow[];
  readonly constructionMessages: readonly Readonly<ConstructionMessage>[];
};

export type NetworkData = {
  readonly served: readonly ServedAddress[];
  readonly buildings: readonly Building[];
};

/**
 * `rng` decides plans, flags and carriers; `pickRng` only picks orderable product ids, so the
 * addresses and their flags do not change with the product count.
 */
export function generateNetwork(
  rng: Rng,
  pickRng: Rng,
  buildings: readonly Building[],
  index: ProductIndex,
  now: Date,
  nids: NidFactory,
): NetworkData {
  for (const nid of Object.values(FIXED_CARRIER_NIDS)) nids.reserve(nid);
  const served: ServedAddress[] = [];
  const carrierNidRng = rngFor('carrier-nids');

  for (const building of buildings) {
    const city = cities[building.cityIndex] as City;
    const plan = planFor(rng, building);
    const providers = PROVIDERS.filter(
      (provider) => offersFor(plan, city, building.districtIndex, provider).length > 0,
    );

    // Address flags: demo addresses are fixed; the rest get a realistic sprinkling.
    let isComplex = building.special === 'complex';
    let disrupted: string[] = [];
    if (building.special === 'providerDown') disrupted = ['TELE2'];
    else if (building.special === 'allProvidersDown') disrupted = ['*'];
    else if (building.special === null && !building.quiet && providers.length > 0) {
      isComplex = (providers.includes('KPNWBA') || providers.includes('KPNWEAS')) && rng.chance(0.03);
      if (rng.chance(0.11)) disrupted = [rng.pick(providers)];
    }

    const construction = plan.construction ? constructionMessages(rng, building, now) : [];

    for (const row of building.rows) {
      row.isComplex = isComplex;
      row.disruptedProviders = disrupted;
      const availability: AvailabilityRow[] = [];
      for (const provider of providers) {
        if ((provider === 'KPNWBA' || provider === 'KPNWEAS') && !row.sources.includes(provider)) continue;
        const offers = offersFor(plan, city, building.districtIndex, provider);
        offers.forEach((offer, position) => {
          const productIds = orderableProducts(
            pickRng,
            index,
            provider,
            offer.technology,
            offer.area,
            offer.max_download,
            pickRng.int(1, 4),
          );
          availability.push({ ...offer, rank: position + 1, product_ids: productIds });
        });
      }
      const carriers =
        availability.length > 0
          ? agreeWithOffers(carriersFor(rng, plan, city, building, row, nids), availability, () =>
              nids.make(carrierNidRng, row.zipcode, row.housenr),
            )
          : [];
      served.push({ row, building, availability, carriers, constructionMessages: construction });
    }
  }
  return { served, buildings };
}

/** The construction message of a building whose plan has construction. */
function constructionMessages(rng: Rng, building: Building, now: Date): ConstructionMessage[] {
  const [technology, network, message] =
    building.special === 'everything' ? EVERYTHING_CONSTRUCTION : rng.pick(CONSTRUCTION);
  const plandate =
    building.special === 'everything'
      ? addDays(now, 90)
      : rng.chance(0.7)
        ? addDays(now, rng.int(20, 300))
        : null;
  return [{ technology, network, message, estimated_plandate: plandate ? toDate(plandate) : null }];
}
