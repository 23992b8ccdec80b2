/** The carriers of an address as the carrier check shows them. */
import type { AddressRow, Building } from './addresses.ts';
import { FIXED_CARRIER_NIDS, type Plan } from './network-data.ts';
import type { AvailabilityRow, CarrierRow } from './network-rows.ts';
import type { NidFactory } from './nids.ts';
import type { City } from './places-data.ts';
import { accessArea, mdfLocation } from './places.ts';
import type { Rng } from './random.ts';

/**
 * The physical line a carrier or product runs on: every copper product on a KPN pair (MDF or SDF),
 * whoever sells it; cable (HFC); KPN's GPON (REGG) and point-to-point (KPNFO) fiber; other fiber
 * (ODF) per network.
 */
export function lineOf(carriertype: string, network: string): string {
  if (carriertype === 'MDF' || carriertype === 'SDF') return 'KPN copper';
  return carriertype === 'ODF' ? `ODF ${network}` : carriertype;
}

/**
 * The carriers of an address as the carrier check shows them, made to agree with what is offered
 * there: every line some product is offered on has an Open carrier, and a kind (Fiber, Copper)
 * nobody offers has none Open (a Planned one, for construction, may stay). New carriers take their
 * NIDs from a generator of their own, so the rest of the seed is unchanged.
 */
export function agreeWithOffers(
  carriers: readonly CarrierRow[],
  offers: readonly AvailabilityRow[],
  newNid: () => string,
): CarrierRow[] {
  const offeredLines = new Map(
    offers.map((offer) => [lineOf(offer.carrier_detail.carriertype, offer.network), offer]),
  );
  const offeredKinds = new Set(offers.map((offer) => offer.carrier));
  const agreed = carriers.map((carrier): CarrierRow => {
    const offered = offeredLines.has(lineOf(carrier.carriertype, carrier.network));
    if (offered && carrier.status !== 'Open') {
      const ftu = carrier.ftu_type ?? (carrier.carrier === 'Fiber' ? 'FTU_GN01' : null);
      return { ...carrier, status: 'Open', ftu_type: ftu };
    }
    if (!offeredKinds.has(carrier.carrier) && carrier.status === 'Open')
      return { ...carrier, status: 'Closed' };
    return carrier;
  });
  for (const [line, offer] of offeredLines) {
    if (agreed.some((carrier) => lineOf(carrier.carriertype, carrier.network) === line)) continue;
    const distance = Number.parseInt(offer.distance, 10);
    agreed.push({
      nid: newNid(),
      carrier: offer.carrier,
      carriertype: offer.carrier_detail.carriertype,
      nlstype: offer.carrier_detail.nlstype,
      status: 'Open',
      base_technology: offer.carrier,
      network: offer.network,
      area: offer.area,
      distance: Number.isFinite(distance) ? distance : null,
      copper_pairs: offer.carrier_detail.copper_pairs,
      ftu_type: offer.carrier === 'Fiber' ? 'FTU_GN01' : null,
      mdf_location: null,
    });
  }
  return agreed;
}

export function carriersFor(
  rng: Rng,
  plan: Plan,
  city: City,
  building: Building,
  row: AddressRow,
  nids: NidFactory,
): CarrierRow[] {
  const mdf = mdfLocation(city, building.districtIndex);
  const aa = accessArea(city, building.districtIndex);
  const bare = row.housenrext === '';
  const nid = (fixed: string | null): string => fixed ?? nids.make(rng, row.zipcode, row.housenr);
  const carriers: CarrierRow[] = [];

  const fiberNetwork = plan.kpnFiber
    ? 'KPN-GPON'
    : plan.tele2Fiber === 'Delta Fiber'
      ? 'Delta Fiber'
      : plan.construction
        ? 'KPN-GPON'
        : null;
  if (fiberNetwork) {
    const planned = !plan.kpnFiber && !plan.tele2Fiber;
    carriers.push({
      nid: nid(building.special === 'everything' && bare ? FIXED_CARRIER_NIDS.everythingFiber : null),
      carrier: 'Fiber',
      carriertype: fiberNetwork === 'Delta Fiber' ? 'ODF' : 'REGG',
      nlstype: plan.kpnFiber?.nlstype ?? rng.pick(['6', '7', '8']),
      status: planned ? 'Planned' : rng.chance(0.03) ? 'Closed' : 'Open',
      base_technology: 'Fiber',
      network: fiberNetwork,
      area: aa,
      distance: null,
      copper_pairs: null,
      ftu_type: planned ? null : rng.chance(0.7) ? 'FTU_GN01' : 'FTU_TK01',
      mdf_location: null,
    });
  }
  if (plan.ftto) {
    carriers.push({
      nid: nid(null),
      carrier: 'Fiber',
      carriertype: 'KPNFO',
      nlstype: rng.pick(['11', '21', '23', '24']),
      status: 'Open',
      base_technology: 'Fiber',
      network: 'KPN',
      area: aa,
      distance: null,
      copper_pairs: null,
      ftu_type: 'FTU_TK01',
      mdf_location: null,
    });
  }
  if (plan.copper) {
    const sdf = plan.copper.distance <= 1200 && rng.chance(0.4);
    carriers.push({
      nid: nid(building.special === 'copperOnly' && bare ? FIXED_CARRIER_NIDS.copperOnlyCopper : null),
      carrier: 'Copper',
      carriertype: sdf ? 'SDF' : 'MDF',
      nlstype: plan.copper.pairs === 2 ? '2' : rng.pick(['1', '3']),
      status: 'Open',
      base_technology: 'Copper',
      network: 'KPN',
      area: mdf,
      distance: plan.copper.distance,
      copper_pairs: plan.copper.pairs,
      ftu_type: null,
      mdf_location: mdf,
    });
  }
  return carriers.slice(0, 3);
}
