/**
 * The carrier product catalogue (`carrier_products`, listed by `list_carriers`): exactly
 * `productCount` products over the five suppliers, grouped in families per zipcode technology label
 * so the extended `zipcode` reply can point at orderable products.
 */
import type { CarrierListingProduct, Provider, ZipcodeProduct } from '../../../contract/types.gen.ts';
import { areas } from './places.ts';
import type { Rng } from './random.ts';

type Carrier = ZipcodeProduct['carrier'];

/**
 * A `carrier_products` row: the product as `list_carriers` lists it, with `active` stored as 0 / 1
 * and the supplier and carrier kinds narrowed to the seed's values.
 */
export type ProductRow = Readonly<
  Omit<CarrierListingProduct, 'active'> & {
    supplier: Provider;
    base_technology: Carrier;
    aggregated_carriertype: Carrier;
    active: 0 | 1;
    /** Not stored: the zipcode technology label this product is orderable under. */
    label: string;
  }
>;

type Family = {
  readonly supplier: Provider;
  /** Technology label in the zipcode reply (KPNWBA ladder, or Fiber / Copper). */
  readonly label: string;
  readonly brand: string;
  readonly carriertypes: readonly string[];
  readonly base: Carrier;
  readonly networks: readonly string[];
  readonly dataTechnology: string;
  readonly aggregated: string;
  readonly nlstypes: readonly (string | null)[];
  readonly maxnls: string | null;
  /** [download, upload] in kbit/s. */
  readonly tiers: readonly (readonly [number, number])[];
  readonly copperPairs: number | null;
  /** Maximum line length in metres per product (copper), or null (fiber, coax). */
  readonly distances: readonly number[] | null;
  /** Where the product is offered: an MDF location (`Asd-C`) or an access area (`AA/12345`). */
  readonly areaKind: 'mdf' | 'access';
  readonly invoice: 'fiber' | 'ftto' | 'copper' | 'sdsl' | 'coax';
  readonly channels: readonly (readonly [string, number])[];
  readonly delivery: readonly [number, number];
  readonly weight: number;
};

const CONSUMER: readonly (readonly [string, number])[] = [
  ['Internet', 55],
  ['IPTV', 15],
  ['VoIP', 12],
  ['Business', 18],
];
const BUSINESS: readonly (readonly [string, number])[] = [
  ['Business', 70],
  ['Internet', 15],
  ['VoIP', 15],
];

const M = 1024;
const G = 1024 * 1024;

const families: readonly Family[] = [
  {
    supplier: 'KPNWBA',
    label: 'Fiber',
    brand: 'KPN WBA',
    carriertypes: ['REGG'],
    base: 'Fiber',
    networks: ['KPN-GPON'],
    dataTechnology: 'GPON',
    aggregated: 'FTTH',
    nlstypes: ['6', '7', '8', '8H', '9'],
    maxnls: '9',
    tiers: [
      [100 * M, 100 * M],
      [200 * M, 200 * M],
      [500 * M, 500 * M],
      [G, G],
      [500 * M, 50 * M],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'fiber',
    channels: CONSUMER,
    delivery: [10, 35],
    weight: 16,
  },
  {
    supplier: 'KPNWBA',
    label: 'Fiber',
    brand: 'KPN WBA',
    carriertypes: ['REGG'],
    base: 'Fiber',
    networks: ['KPN-GPON'],
    dataTechnology: 'XGS-PON',
    aggregated: 'FTTH',
    nlstypes: ['8', '8H', '9'],
    maxnls: '9',
    tiers: [
      [2 * G, 2 * G],
      [4 * G, 4 * G],
      [8 * G, 8 * G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'fiber',
    channels: CONSUMER,
    delivery: [14, 45],
    weight: 5,
  },
  {
    supplier: 'KPNWBA',
    label: 'FTTH/FTTO',
    brand: 'KPN WBA',
    carriertypes: ['KPNFO'],
    base: 'Fiber',
    networks: ['KPN'],
    dataTechnology: 'Ethernet over fiber',
    aggregated: 'FTTO',
    nlstypes: ['11', '21', '23', '24'],
    maxnls: '24',
    tiers: [
      [10 * M, 10 * M],
      [100 * M, 100 * M],
      [500 * M, 500 * M],
      [G, G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'ftto',
    channels: BUSINESS,
    delivery: [30, 90],
    weight: 6,
  },
  {
    supplier: 'KPNWBA',
    label: 'VPLUS',
    brand: 'KPN WBA',
    carriertypes: ['SDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'Vplus 35b',
    aggregated: 'VDSL',
    nlstypes: ['1', '3'],
    maxnls: '3',
    tiers: [
      [200 * M, 40 * M],
      [300 * M, 50 * M],
      [400 * M, 60 * M],
    ],
    copperPairs: 1,
    distances: [300, 450, 550],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [3, 10],
    weight: 6,
  },
  {
    supplier: 'KPNWBA',
    label: 'VVDSL',
    brand: 'KPN WBA',
    carriertypes: ['SDF', 'MDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'Vectored VDSL2',
    aggregated: 'VDSL',
    nlstypes: ['1', '2', '3'],
    maxnls: '3',
    tiers: [
      [60 * M, 10 * M],
      [80 * M, 20 * M],
      [100 * M, 20 * M],
      [100 * M, 30 * M],
    ],
    copperPairs: 1,
    distances: [600, 900, 1200],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [3, 10],
    weight: 10,
  },
  {
    supplier: 'KPNWBA',
    label: 'VDSL',
    brand: 'KPN WBA',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'VDSL2',
    aggregated: 'VDSL',
    nlstypes: ['1', '2', '3'],
    maxnls: '3',
    tiers: [
      [20 * M, 2 * M],
      [40 * M, 4 * M],
      [50 * M, 5 * M],
      [50 * M, 10 * M],
    ],
    copperPairs: 1,
    distances: [1000, 1500, 1800],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [3, 10],
    weight: 9,
  },
  {
    supplier: 'KPNWBA',
    label: 'ADSL',
    brand: 'KPN WBA',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'ADSL2+',
    aggregated: 'ADSL',
    nlstypes: ['1', '2'],
    maxnls: '2',
    tiers: [
      [4 * M, 512],
      [8 * M, M],
      [16 * M, M],
      [20 * M, M],
    ],
    copperPairs: 1,
    distances: [2500, 3500, 4500],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [3, 10],
    weight: 6,
  },
  {
    supplier: 'KPNWBA',
    label: 'BVDSL',
    brand: 'KPN WBA',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'Bonded VDSL2',
    aggregated: 'VDSL',
    nlstypes: ['2'],
    maxnls: '3',
    tiers: [
      [100 * M, 20 * M],
      [150 * M, 30 * M],
      [200 * M, 40 * M],
    ],
    copperPairs: 2,
    distances: [800, 1000, 1200],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [5, 15],
    weight: 5,
  },
  {
    supplier: 'KPNWEAS',
    label: 'Fiber',
    brand: 'KPN WEAS',
    carriertypes: ['KPNFO'],
    base: 'Fiber',
    networks: ['KPN'],
    dataTechnology: 'Ethernet over fiber',
    aggregated: 'FTTO',
    nlstypes: ['11', '21', '23', '24'],
    maxnls: '24',
    tiers: [
      [10 * M, 10 * M],
      [100 * M, 100 * M],
      [G, G],
      [10 * G, 10 * G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'ftto',
    channels: BUSINESS,
    delivery: [30, 90],
    weight: 6,
  },
  {
    supplier: 'KPNWEAS',
    label: 'Fiber',
    brand: 'KPN WEAS',
    carriertypes: ['REGG'],
    base: 'Fiber',
    networks: ['KPN-GPON'],
    dataTechnology: 'GPON',
    aggregated: 'FTTH',
    nlstypes: ['7', '8', '9'],
    maxnls: '9',
    tiers: [
      [100 * M, 100 * M],
      [500 * M, 500 * M],
      [G, G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'fiber',
    channels: BUSINESS,
    delivery: [14, 45],
    weight: 4,
  },
  {
    supplier: 'KPNWEAS',
    label: 'Copper',
    brand: 'KPN WEAS',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'SDSL',
    aggregated: 'SDSL',
    nlstypes: ['1', '2'],
    maxnls: '2',
    tiers: [
      [2 * M, 2 * M],
      [4 * M, 4 * M],
      [10 * M, 10 * M],
      [20 * M, 20 * M],
    ],
    copperPairs: 1,
    distances: [1500, 2500, 3500],
    areaKind: 'mdf',
    invoice: 'sdsl',
    channels: BUSINESS,
    delivery: [5, 20],
    weight: 4,
  },
  {
    supplier: 'KPNWEAS',
    label: 'Copper',
    brand: 'KPN WEAS',
    carriertypes: ['MDF', 'SDF'],
    base: 'Copper',
    networks: ['KPN'],
    dataTechnology: 'VDSL2',
    aggregated: 'VDSL',
    nlstypes: ['1', '3'],
    maxnls: '3',
    tiers: [
      [20 * M, 5 * M],
      [50 * M, 10 * M],
      [100 * M, 30 * M],
    ],
    copperPairs: 1,
    distances: [900, 1200, 1500],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: BUSINESS,
    delivery: [5, 15],
    weight: 4,
  },
  {
    supplier: 'EUROFIBER',
    label: 'Fiber',
    brand: 'Eurofiber',
    carriertypes: ['ODF'],
    base: 'Fiber',
    networks: ['EUROFIBER'],
    dataTechnology: 'Ethernet over fiber',
    aggregated: 'FTTO',
    nlstypes: [null],
    maxnls: null,
    tiers: [
      [100 * M, 100 * M],
      [500 * M, 500 * M],
      [G, G],
      [10 * G, 10 * G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'ftto',
    channels: BUSINESS,
    delivery: [35, 120],
    weight: 5,
  },
  {
    supplier: 'EUROFIBER',
    label: 'Fiber',
    brand: 'Eurofiber',
    carriertypes: ['ODF'],
    base: 'Fiber',
    networks: ['EUROFIBER'],
    dataTechnology: 'XGS-PON',
    aggregated: 'FTTH',
    nlstypes: [null],
    maxnls: null,
    tiers: [
      [G, G],
      [2 * G, 2 * G],
      [4 * G, 4 * G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'fiber',
    channels: BUSINESS,
    delivery: [20, 60],
    weight: 3,
  },
  {
    supplier: 'TELE2',
    label: 'Fiber',
    brand: 'Tele2',
    carriertypes: ['REGG', 'ODF'],
    base: 'Fiber',
    networks: ['KPN-GPON', 'Delta Fiber', 'TELE2'],
    dataTechnology: 'GPON',
    aggregated: 'FTTH',
    nlstypes: ['6', '7', '8', null],
    maxnls: '9',
    tiers: [
      [100 * M, 100 * M],
      [500 * M, 500 * M],
      [G, G],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'fiber',
    channels: CONSUMER,
    delivery: [10, 35],
    weight: 7,
  },
  {
    supplier: 'TELE2',
    label: 'Copper',
    brand: 'Tele2',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['TELE2'],
    dataTechnology: 'Vectored VDSL2',
    aggregated: 'VDSL',
    nlstypes: ['1', '2'],
    maxnls: '3',
    tiers: [
      [50 * M, 10 * M],
      [100 * M, 20 * M],
      [100 * M, 30 * M],
    ],
    copperPairs: 1,
    distances: [800, 1200, 1800],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [5, 14],
    weight: 5,
  },
  {
    supplier: 'TELE2',
    label: 'Copper',
    brand: 'Tele2',
    carriertypes: ['MDF'],
    base: 'Copper',
    networks: ['TELE2'],
    dataTechnology: 'ADSL2+',
    aggregated: 'ADSL',
    nlstypes: ['1'],
    maxnls: '2',
    tiers: [
      [8 * M, M],
      [20 * M, M],
    ],
    copperPairs: 1,
    distances: [3000, 4500],
    areaKind: 'mdf',
    invoice: 'copper',
    channels: CONSUMER,
    delivery: [5, 14],
    weight: 2,
  },
  {
    supplier: 'ZIGGO',
    label: 'Copper',
    brand: 'Ziggo',
    carriertypes: ['HFC'],
    base: 'Copper',
    networks: ['ZIGGO'],
    dataTechnology: 'DOCSIS 3.1',
    aggregated: 'COAX',
    nlstypes: [null],
    maxnls: null,
    tiers: [
      [200 * M, 20 * M],
      [500 * M, 40 * M],
      [G, 50 * M],
      [2 * G, 100 * M],
    ],
    copperPairs: null,
    distances: null,
    areaKind: 'access',
    invoice: 'coax',
    channels: CONSUMER,
    delivery: [3, 14],
    weight: 7,
  },
];

/** Labels per provider in ladder order (best first); rank in the zipcode reply follows this order. */
export const TECHNOLOGY_LABELS: Readonly<Record<Provider, readonly string[]>> = {
  KPNWBA: ['Fiber', 'FTTH/FTTO', 'VPLUS', 'VVDSL', 'VDSL', 'ADSL', 'BVDSL'],
  KPNWEAS: ['Fiber', 'Copper'],
  EUROFIBER: ['Fiber'],
  TELE2: ['Fiber', 'Copper'],
  ZIGGO: ['Copper'],
};

/** "100/30 Mbit/s", "1/1 Gbit/s". */
export function speedText(download: number, upload: number): string {
  if (download % G === 0 && upload % G === 0) return `${download / G}/${upload / G} Gbit/s`;
  return `${trim(download / M)}/${trim(upload / M)} Mbit/s`;
}

function trim(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
}

/** One speed as Dutch people write it: "500 Mbit/s", "1 Gbit/s". */
function singleSpeed(kbit: number): string {
  return kbit % G === 0 ? `${kbit / G} Gbit/s` : `${trim(kbit / M)} Mbit/s`;
}

function invoiceDescription(
  family: Family,
  download: number,
  upload: number,
  channel: string,
  pairs: number | null,
  area: string,
): string {
  const symmetric = download === upload;
  let text: string;
  switch (family.invoice) {
    case 'fiber':
      text = symmetric
        ? `Glasvezel ${singleSpeed(download)} symmetrisch`
        : `Glasvezel ${speedText(download, upload)}`;
      break;
    case 'ftto':
      text = `Zakelijk glasvezel (FTTO) ${singleSpeed(download)} symmetrisch`;
      break;
    case 'sdsl':
      text = `SDSL ${singleSpeed(download)} symmetrisch over koper`;
      break;
    case 'coax':
      text = `Kabelinternet ${speedText(download, upload)} via coax`;
      break;
    case 'copper':
      text = `${family.dataTechnology} ${speedText(download, upload)} over ${pairs === 2 ? 'twee koperparen' : 'koper'}`;
      break;
  }
  const extra =
    channel === 'VoIP'
      ? ' incl. telefonie'
      : channel === 'IPTV'
        ? ' incl. televisie'
        : channel === 'Business'
          ? ' (zakelijk)'
          : '';
  return `${text}${extra}, ${area}`;
}

export type ProductIndex = {
  readonly products: readonly ProductRow[];
  /** Orderable (active, not test) product ids per `supplier|label|area`. */
  readonly byLabelArea: ReadonlyMap<string, readonly number[]>;
  /** Orderable product ids per `supplier|label`. */
  readonly byLabel: ReadonlyMap<string, readonly number[]>;
  /** Orderable product ids per supplier. */
  readonly bySupplier: ReadonlyMap<string, readonly number[]>;
  get(productId: number): ProductRow;
};

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function generateProducts(rng: Rng, productCount: number): ProductIndex {
  const weights = families.map((family, index) => [index, family.weight] as const);
  const products: ProductRow[] = [];
  const byLabelArea = new Map<string, number[]>();
  const byLabel = new Map<string, number[]>();
  const bySupplier = new Map<string, number[]>();

  for (let i = 0; i < productCount; i++) {
    const productId = i + 1;
    // The first products cover every family once, so every label is orderable even in a small catalogue.
    const familyIndex = i < families.length ? i : rng.weighted(weights);
    const family = families[familyIndex] as Family;
    const tierIndex = rng.int(0, family.tiers.length - 1);
    const [download, upload] = family.tiers[tierIndex] as readonly [number, number];
    const channel = rng.weighted(family.channels);
    const areaRef = rng.pick(areas);
    const area = family.areaKind === 'mdf' ? areaRef.mdf : areaRef.accessArea;
    const network = rng.pick(family.networks);
    const carriertype = network === 'Delta Fiber' ? 'ODF' : rng.pick(family.carriertypes);
    const distance = family.distances ? rng.pick(family.distances) : null;
    const forced = i < families.length;
    const test = !forced && rng.chance(0.02);
    const active = forced || rng.chance(0.95) ? 1 : 0;
    const channelIndex = ['Internet', 'IPTV', 'VoIP', 'Business'].indexOf(channel);
    const netcode = rng.chance(0.1)
      ? null
      : 1000 + familyIndex * 200 + tierIndex * 20 + channelIndex * 4 + rng.int(0, 3);
    const channelSuffix = channel === 'Internet' ? '' : ` ${channel}`;
    const name = `${family.brand} ${family.dataTechnology} ${speedText(download, upload)}${channelSuffix}${test ? ' (test)' : ''} ${area}`;
    const [minDays, maxDays] = family.delivery;

    const product: ProductRow = {
      product_id: productId,
      name,
      supplier: family.supplier,
      carriertype,
      netcode_id: netcode,
      copper_pairs: family.copperPairs,
      base_technology: family.base,
      network,
      nlstype: rng.pick(family.nlstypes),
      data_technology: family.dataTechnology,
      maxnls: rng.chance(0.2) ? null : family.maxnls,
      test_label: test ? 'TEST' : null,
      channel_type: rng.chance(0.04) ? null : channel,
      distance,
      aggregated_data_technology: family.aggregated,
      area,
      aggregated_carriertype: family.base,
      download,
      upload,
      invoice_description: invoiceDescription(
        family,
        download,
        upload,
        channel,
        family.copperPairs,
        areaRef.description,
      ),
      active,
      estimated_delivery_duration: rng.chance(0.08) ? null : rng.int(minDays, maxDays),
      label: family.label,
    };
    products.push(product);
    if (active === 1 && !test) {
      push(byLabelArea, `${family.supplier}|${family.label}|${area}`, productId);
      push(byLabel, `${family.supplier}|${family.label}`, productId);
      push(bySupplier, family.supplier, productId);
    }
  }

  return {
    products,
    byLabelArea,
    byLabel,
    bySupplier,
    get(productId: number): ProductRow {
      const product = products[productId - 1];
      if (!product) throw new Error(`no seeded product ${productId}`);
      return product;
    },
  };
}

/**
 * Up to `count` orderable product ids of a supplier for a label, preferring the area and speeds the
 * address supports. Ascending.
 */
export function orderableProducts(
  rng: Rng,
  index: ProductIndex,
  supplier: Provider,
  label: string,
  area: string,
  maxDownload: number,
  count: number,
): number[] {
  const local = index.byLabelArea.get(`${supplier}|${label}|${area}`) ?? [];
  let candidates = local.filter((id) => index.get(id).download <= maxDownload);
  if (candidates.length === 0) {
    const wide = index.byLabel.get(`${supplier}|${label}`) ?? index.bySupplier.get(supplier) ?? [];
    const fitting: number[] = [];
    for (let attempt = 0; attempt < 40 && fitting.length < count && wide.length > 0; attempt++) {
      const id = rng.pick(wide);
      if (index.get(id).download <= maxDownload && !fitting.includes(id)) fitting.push(id);
    }
    candidates = fitting.length > 0 ? fitting : local.length > 0 ? local.slice() : wide.slice(0, count);
  }
  return rng.sample(candidates, count).sort((a, b) => a - b);
}
