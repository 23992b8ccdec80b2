/** The products, NIDs and prices of a transaction. */
import type { ServedAddress } from './network.ts';
import type { AvailabilityRow } from './network-rows.ts';
import type { ProductRow } from './products.ts';
import type { Rng } from './random.ts';
import type { Context } from './transaction-context.ts';

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export function pickOffer(rng: Rng, served: ServedAddress): AvailabilityRow {
  return rng.pick(served.availability);
}

export function productFor(ctx: Context, offer: AvailabilityRow): ProductRow {
  const { rng, index } = ctx;
  const ids =
    offer.product_ids.length > 0
      ? offer.product_ids
      : (index.byLabel.get(`${offer.provider}|${offer.technology}`) ??
        index.bySupplier.get(offer.provider) ??
        []);
  if (ids.length === 0) return index.get(1);
  return index.get(rng.pick(ids));
}

/** Another product of the same supplier and label (for change / change proposals). */
export function alternativeProduct(ctx: Context, product: ProductRow, lower: boolean): ProductRow {
  // Prefer the same area (the line does not move), then any area of the same label.
  const local = ctx.index.byLabelArea.get(`${product.supplier}|${product.label}|${product.area}`) ?? [];
  const wide = ctx.index.byLabel.get(`${product.supplier}|${product.label}`) ?? [];
  for (const ids of [local, wide]) {
    for (let attempt = 0; attempt < 30 && ids.length > 1; attempt++) {
      const candidate = ctx.index.get(ctx.rng.pick(ids));
      if (candidate.product_id === product.product_id) continue;
      if (lower ? candidate.download < product.download : candidate.download !== product.download)
        return candidate;
    }
  }
  for (const ids of [local, wide]) {
    for (let attempt = 0; attempt < 10 && ids.length > 1; attempt++) {
      const candidate = ctx.index.get(ctx.rng.pick(ids));
      if (candidate.product_id !== product.product_id) return candidate;
    }
  }
  return product;
}

export function nidFor(
  ctx: Context,
  served: ServedAddress,
  offer: AvailabilityRow,
  fixed: string | null,
): string {
  if (fixed) {
    ctx.usedTransactionNids.add(fixed);
    return fixed;
  }
  const carriers = served.carriers.filter((carrier) => !ctx.usedTransactionNids.has(carrier.nid));
  const match = carriers.find((carrier) => carrier.carrier === offer.carrier) ?? carriers[0];
  const nid = match ? match.nid : ctx.nids.make(ctx.rng, served.row.zipcode, served.row.housenr);
  ctx.usedTransactionNids.add(nid);
  return nid;
}

export function monthlyPrice(product: ProductRow): number {
  const mbit = product.download / 1024;
  let price = product.base_technology === 'Fiber' ? 22 + Math.min(mbit, 10_000) * 0.012 : 14.5 + mbit * 0.09;
  if (product.aggregated_data_technology === 'FTTO') price += 120;
  if (product.channel_type === 'Business') price += 35;
  if (product.supplier === 'EUROFIBER') price *= 1.4;
  return round2(price);
}
