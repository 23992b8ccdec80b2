/**
 * The carrier product catalogue (`carrier_products`, listed by `list_carriers`): exactly
 * `productCount` products over the five suppliers, grouped in families per zipcode technology label
 * so the extended `zipcode` reply can point at orderable products.
 */
import type { CarrierListingProduct, Provider, ZipcodeProduct } from '../../../contract/types.gen.ts';
import { areas } from './places.ts';
import { type Family, families } from './products-data.ts';
import type { Rng } from './random.ts';
import { G, M } from './speed-units.ts';

export { TECHNOLOGY_LABELS } from './products-data.ts';

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
