/**
 * Address availability shared by `broadband/basic/v1 zipcode` and `broadband/v1 zipcode`.
 * Per-provider failures travel inline (`available.<provider>.error`, spec §7.1): a provider whose
 * backoffice is down for the address gives code 4; an incumbent (KPNWBA, KPNWEAS) for an address it
 * labels complex gives code 10. Only when no product at all is left to show does the call itself
 * fail, with the first provider's code. 002 unknown address; 003 when no requested provider serves it.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ErrorCode, RpcFailure, failures } from '../../rpc/errors.ts';
import { prepared } from '../../store/statements.ts';

export const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'] as const;
const INCUMBENTS = new Set<string>(['KPNWBA', 'KPNWEAS']);

export interface AddressQuery {
  zipcode: string;
  housenr: number | string;
  housenrext?: string | null;
  filter?: { provider?: string[]; connectionpoint?: string | null };
}

interface AddressRow {
  zipcode: string;
  housenr: number;
  housenrext: string;
  street: string;
  city: string;
  municipality: string;
  is_complex: number;
  disrupted_providers: string;
}

interface AvailabilityRow {
  provider: string;
  technology: string;
  max_download: number;
  max_upload: number;
  carrier: 'Copper' | 'Fiber';
  network: string;
  area: string;
  distance: string;
  product_ids: string;
  carrier_detail: string;
}

export interface InlineError {
  code: number;
  message: string;
}

export interface ZipcodeAddress {
  street: string;
  housenr: number;
  housenrext: string;
  city: string;
  municipality: string;
}

export interface ResolvedAddress extends ZipcodeAddress {
  zipcode: string;
  isComplex: boolean;
  disruptedProviders: string[];
}

/** Finds the address, extension compared case-insensitively; 002 when it does not exist. */
export function resolveAddress(
  db: DatabaseSync,
  query: { zipcode: string; housenr: number | string; housenrext?: string | null | undefined },
): ResolvedAddress {
  const housenr = Number(query.housenr);
  const housenrext = (query.housenrext ?? '').trim();
  const row = prepared(
    db,
    'SELECT * FROM addresses WHERE zipcode = ? AND housenr = ? AND housenrext = ? COLLATE NOCASE',
  ).get(query.zipcode, housenr, housenrext) as AddressRow | undefined;
  if (!row) throw failures.invalidAddress(query.zipcode, query.housenr, housenrext);
  return {
    zipcode: row.zipcode,
    street: row.street,
    housenr: row.housenr,
    housenrext: row.housenrext,
    city: row.city,
    municipality: row.municipality,
    isComplex: row.is_complex === 1,
    disruptedProviders: JSON.parse(row.disrupted_providers) as string[],
  };
}

/** A provider's inline error at an address (a disruption, or an address too complex for it), else null. */
export function providerFailure(address: ResolvedAddress, provider: string): InlineError | null {
  const where = `${address.zipcode} ${address.housenr}${address.housenrext ? ` ${address.housenrext}` : ''}`;
  if (address.disruptedProviders.includes('*') || address.disruptedProviders.includes(provider)) {
    return {
      code: ErrorCode.temporarilyUnavailable,
      message: `Service temporarily unavailable at ${where}: the ${provider} backoffice has a disruption. Try again later.`,
    };
  }
  if (address.isComplex && INCUMBENTS.has(provider)) {
    return {
      code: ErrorCode.tooComplex,
      message: `The connection at ${where} is too complex for this software version: ${provider} labels the address complex.`,
    };
  }
  return null;
}

export interface ProductExtras {
  product_ids: number[];
  carrier_detail: Record<string, unknown>;
}

export function checkAvailability<Product>(
  db: DatabaseSync,
  query: AddressQuery,
  toProduct: (row: AvailabilityRow, extras: ProductExtras) => Product,
) {
  const address = resolveAddress(db, query);
  const key = [address.zipcode, address.housenr, address.housenrext] as const;
  const requested = query.filter?.provider ?? [...PROVIDERS];
  const rows = prepared(
    db,
    'SELECT * FROM availability WHERE zipcode = ? AND housenr = ? AND housenrext = ? ORDER BY provider, rank',
  ).all(...key) as unknown as AvailabilityRow[];

  const available: Record<string, Record<string, Product | InlineError>> = {};
  let productCount = 0;
  let firstFailure: InlineError | null = null;
  for (const provider of requested) {
    const failure = providerFailure(address, provider);
    if (failure) {
      available[provider] = { error: failure };
      firstFailure ??= failure;
      continue;
    }
    const products: Record<string, Product> = {};
    for (const row of rows.filter((candidate) => candidate.provider === provider)) {
      products[row.technology] = toProduct(row, {
        product_ids: JSON.parse(row.product_ids) as number[],
        carrier_detail: JSON.parse(row.carrier_detail) as Record<string, unknown>,
      });
      productCount += 1;
    }
    if (Object.keys(products).length > 0) available[provider] = products;
  }
  if (productCount === 0 && !firstFailure) {
    throw failures.notServiced(address.zipcode, address.housenr, address.housenrext, requested);
  }
  if (productCount === 0 && firstFailure) {
    throw new RpcFailure(firstFailure.code as typeof ErrorCode.temporarilyUnavailable, firstFailure.message, {
      zipcode: address.zipcode,
      housenr: address.housenr,
      housenrext: address.housenrext,
    });
  }

  const messages = prepared(
    db,
    'SELECT technology, network, message, estimated_plandate FROM construction_messages WHERE zipcode = ? AND housenr = ? AND housenrext = ? ORDER BY rowid',
  ).all(...key) as unknown as {
    technology: string;
    network: string;
    message: string;
    estimated_plandate: string | null;
  }[];

  const resolved: ZipcodeAddress = {
    street: address.street,
    housenr: address.housenr,
    housenrext: address.housenrext,
    city: address.city,
    municipality: address.municipality,
  };
  return {
    address: resolved,
    ...(messages.length > 0 ? { construction_messages: messages.map((message) => ({ ...message })) } : {}),
    available,
  };
}
