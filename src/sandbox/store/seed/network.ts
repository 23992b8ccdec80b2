/**
 * What each address can get: `availability` (zipcode replies), `carriers` (carriercheck) and
 * `construction_messages`, plus the address flags (complex, disrupted providers).
 */
import type {
  BroadbandCarriercheckReply,
  ConstructionMessage,
  Provider,
  ZipcodeExtendedProduct,
} from '../../../contract/types.gen.ts';
import { addDays, toDate } from './dates.ts';
import { accessArea, cities, mdfLocation } from './places.ts';
import type { City } from './places.ts';
import { orderableProducts, TECHNOLOGY_LABELS } from './products.ts';
import type { ProductIndex } from './products.ts';
import { type Rng, rngFor } from './random.ts';
import type { AddressRow, Building } from './addresses.ts';
import { PROVIDERS } from './types.ts';

type Carrier = ZipcodeExtendedProduct['carrier'];

/** Carrier detail of an extended zipcode product; its base technology is always the carrier kind. */
export type CarrierDetail = ZipcodeExtendedProduct['carrier_detail'] & { base_technology: Carrier };

/** An `availability` row: the extended zipcode product of one provider and technology label. */
export type AvailabilityRow = Readonly<
  Omit<ZipcodeExtendedProduct, 'product_ids' | 'carrier_detail'> & {
    provider: Provider;
    technology: string;
    rank: number;
    product_ids: readonly number[];
    carrier_detail: CarrierDetail;
  }
>;

/** A `carriers` row: a carriercheck carrier plus the kind of carrier it is listed under. */
export type CarrierRow = Readonly<
  BroadbandCarriercheckReply['carriers'][number] & { carrier: Carrier; base_technology: Carrier }
>;

/** One address row with everything the network offers there. */
export type ServedAddress = {
  readonly row: AddressRow;
  readonly building: Building;
  readonly availability: readonly AvailabilityRow[];
  readonly carriers: readonly CarrierRow[];
  readonly constructionMessages: readonly Readonly<ConstructionMessage>[];
};

/** NIDs of carriers the demo transactions use (fixed, so tests can rely on them). */
export const FIXED_CARRIER_NIDS = {
  everythingFiber: '1012AB00001G7K2',
  copperOnlyCopper: '3511AB00007K3P8',
} as const;

type FiberPlan = {
  readonly tech: 'GPON' | 'XGS-PON';
  readonly down: number;
  readonly up: number;
  readonly nlstype: string;
};
type CopperPlan = { readonly distance: number; readonly pairs: 1 | 2; readonly second: number };
type Plan = {
  readonly kpnFiber: FiberPlan | null;
  readonly ftto: boolean;
  readonly copper: CopperPlan | null;
  readonly weasFiber: boolean;
  readonly weasCopper: boolean;
  readonly eurofiber: number | null;
  readonly tele2Fiber: string | null;
  readonly tele2Copper: boolean;
  readonly ziggo: readonly [number, number] | null;
  readonly construction: boolean;
};

const M = 1024;
const G = 1024 * 1024;

const NONE: Plan = {
  kpnFiber: null,
  ftto: false,
  copper: null,
  weasFiber: false,
  weasCopper: false,
  eurofiber: null,
  tele2Fiber: null,
  tele2Copper: false,
  ziggo: null,
  construction: false,
};

const FULL: Plan = {
  kpnFiber: { tech: 'GPON', down: G, up: G, nlstype: '8' },
  ftto: true,
  copper: { distance: 180, pairs: 2, second: 240 },
  weasFiber: true,
  weasCopper: true,
  eurofiber: G,
  tele2Fiber: 'KPN-GPON',
  tele2Copper: true,
  ziggo: [G, 50 * M],
  construction: true,
};

function randomPlan(rng: Rng): Plan {
  const kpnFiber: FiberPlan | null = rng.chance(0.58)
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
  const copper: CopperPlan | null = rng.chance(0.93)
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

function planFor(rng: Rng, building: Building): Plan {
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

/** Estimated copper speed at a line length: full speed up to 250 m, falling to 20 % at the reach. */
function copperSpeed(max: number, distance: number, reach: number): number {
  if (distance <= 250) return max;
  const factor = Math.max(0.2, 1 - (0.8 * (distance - 250)) / Math.max(1, reach - 250));
  return Math.max(256, Math.round((max * factor) / 100) * 100);
}

type Offer = Omit<AvailabilityRow, 'rank' | 'product_ids'>;

function offersFor(plan: Plan, city: City, districtIndex: number, provider: Provider): Offer[] {
  const mdf = mdfLocation(city, districtIndex);
  const aa = accessArea(city, districtIndex);
  const offers: Offer[] = [];
  const copper = plan.copper;
  const distanceText = copper
    ? copper.pairs === 2
      ? `${copper.distance};${copper.second}`
      : `${copper.distance}`
    : '';
  const copperOffer = (
    technology: string,
    down: number,
    up: number,
    reach: number,
    carriertype: string,
    data: string,
    pairs: 1 | 2,
    nlstype: string,
    network = 'KPN',
  ): void => {
    if (!copper || copper.distance > reach) return;
    offers.push({
      provider,
      technology,
      max_download: copperSpeed(down, copper.distance, reach),
      max_upload: copperSpeed(up, copper.distance, reach),
      carrier: 'Copper',
      network,
      area: mdf,
      distance: distanceText,
      carrier_detail: {
        carriertype,
        nlstype,
        base_technology: 'Copper',
        data_technology: data,
        copper_pairs: pairs,
        status: 'Open',
      },
    });
  };
  const fiberOffer = (
    technology: string,
    down: number,
    up: number,
    network: string,
    carriertype: string,
    data: string,
    nlstype: string | null,
  ): void => {
    offers.push({
      provider,
      technology,
      max_download: down,
      max_upload: up,
      carrier: 'Fiber',
      network,
      area: aa,
      distance: '',
      carrier_detail: {
        carriertype,
        nlstype,
        base_technology: 'Fiber',
        data_technology: data,
        copper_pairs: null,
        status: 'Open',
      },
    });
  };
  const single = copper?.pairs === 2 ? '2' : '1';

  switch (provider) {
    case 'KPNWBA':
      if (plan.kpnFiber)
        fiberOffer(
          'Fiber',
          plan.kpnFiber.down,
          plan.kpnFiber.up,
          'KPN-GPON',
          'REGG',
          plan.kpnFiber.tech,
          plan.kpnFiber.nlstype,
        );
      if (plan.ftto) fiberOffer('FTTH/FTTO', G, G, 'KPN', 'KPNFO', 'Ethernet over fiber', '21');
      copperOffer('VPLUS', 400 * M, 60 * M, 550, 'SDF', 'Vplus 35b', 1, single);
      copperOffer('VVDSL', 100 * M, 30 * M, 1200, 'SDF', 'Vectored VDSL2', 1, single);
      copperOffer('VDSL', 50 * M, 10 * M, 1800, 'MDF', 'VDSL2', 1, single);
      copperOffer('ADSL', 20 * M, M, 4500, 'MDF', 'ADSL2+', 1, single);
      if (copper?.pairs === 2) copperOffer('BVDSL', 200 * M, 40 * M, 1200, 'MDF', 'Bonded VDSL2', 2, '2');
      break;
    case 'KPNWEAS':
      if (plan.weasFiber) fiberOffer('Fiber', G, G, 'KPN', 'KPNFO', 'Ethernet over fiber', '23');
      if (plan.weasCopper && copper) {
        if (copper.distance <= 1500) copperOffer('Copper', 100 * M, 30 * M, 1500, 'MDF', 'VDSL2', 1, single);
        else copperOffer('Copper', 20 * M, 20 * M, 3500, 'MDF', 'SDSL', 1, single);
      }
      break;
    case 'EUROFIBER':
      if (plan.eurofiber)
        fiberOffer('Fiber', plan.eurofiber, plan.eurofiber, 'EUROFIBER', 'ODF', 'Ethernet over fiber', null);
      break;
    case 'TELE2':
      if (plan.tele2Fiber) {
        fiberOffer(
          'Fiber',
          G,
          G,
          plan.tele2Fiber,
          plan.tele2Fiber === 'Delta Fiber' ? 'ODF' : 'REGG',
          'GPON',
          plan.tele2Fiber === 'Delta Fiber' ? null : '7',
        );
      }
      if (plan.tele2Copper && copper) {
        if (copper.distance <= 1800)
          copperOffer('Copper', 100 * M, 30 * M, 1800, 'MDF', 'Vectored VDSL2', 1, single, 'TELE2');
        else copperOffer('Copper', 20 * M, M, 4500, 'MDF', 'ADSL2+', 1, single, 'TELE2');
      }
      break;
    case 'ZIGGO':
      if (plan.ziggo) {
        offers.push({
          provider,
          technology: 'Copper',
          max_download: plan.ziggo[0],
          max_upload: plan.ziggo[1],
          carrier: 'Copper',
          network: 'ZIGGO',
          area: aa,
          distance: '',
          carrier_detail: {
            carriertype: 'HFC',
            nlstype: null,
            base_technology: 'Copper',
            data_technology: 'DOCSIS 3.1',
            copper_pairs: null,
            status: 'Open',
          },
        });
      }
      break;
  }
  const order = TECHNOLOGY_LABELS[provider];
  return offers.sort((a, b) => order.indexOf(a.technology) - order.indexOf(b.technology));
}

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

const CONSTRUCTION: readonly (readonly [string, string, string])[] = [
  [
    'Fiber',
    'KPN-GPON',
    'Glasvezel wordt aangelegd in deze wijk. Aansluiten is mogelijk zodra de werkzaamheden zijn afgerond.',
  ],
  ['Fiber', 'KPN-GPON', 'KPN legt glasvezel aan in deze straat; de graafwerkzaamheden zijn gestart.'],
  [
    'Fiber',
    'Delta Fiber',
    'Delta Fiber legt glasvezel aan in deze buurt. De aanleg start bij voldoende aanmeldingen.',
  ],
  [
    'FTTH',
    'KPN-GPON',
    'Het kopernetwerk in deze wijk wordt vervangen door glasvezel; koperdiensten worden na de overstap beëindigd.',
  ],
  ['VDSL', 'KPN', 'Werkzaamheden aan de wijkkast: tijdelijk geen nieuwe VDSL-aansluitingen mogelijk.'],
];

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

    const construction = plan.construction
      ? (() => {
          const [technology, network, message] =
            building.special === 'everything'
              ? ([
                  'Fiber',
                  'KPN-GPON',
                  'In deze straat wordt het glasvezelnetwerk uitgebreid met XGS-PON (tot 8 Gbit/s).',
                ] as const)
              : rng.pick(CONSTRUCTION);
          const plandate =
            building.special === 'everything'
              ? addDays(now, 90)
              : rng.chance(0.7)
                ? addDays(now, rng.int(20, 300))
                : null;
          return [{ technology, network, message, estimated_plandate: plandate ? toDate(plandate) : null }];
        })()
      : [];

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
function agreeWithOffers(
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

function carriersFor(
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
