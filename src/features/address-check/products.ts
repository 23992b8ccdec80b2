import { RpcError } from '../../api/errors.ts';
import { ErrorCode } from '../../contract/error-codes.gen.ts';
import type { BroadbandBasicZipcodeReply, ZipcodeProduct } from '../../contract/types.gen.ts';

type ProviderEntry = BroadbandBasicZipcodeReply['available'][string];
export type TechnologyProduct = [technology: string, product: ZipcodeProduct];

/** 003 is an answer, not a failure: the provider simply does not serve the address. */
export const isNotServed = (error: unknown) =>
  error instanceof RpcError && error.code === ErrorCode.notServiced;

/** Distances arrive as `180;240` (metres, one per line): `180 m, 240 m`. */
export function formatDistances(distance: string): string {
  return distance
    .split(';')
    .filter(Boolean)
    .map((metres) => `${metres} m`)
    .join(', ');
}

/** Fastest download first; equal downloads by upload; equal speeds keep the provider's order. */
export function fastestFirst(products: readonly TechnologyProduct[]): TechnologyProduct[] {
  return [...products].sort(([, a], [, b]) => b.max_download - a.max_download || b.max_upload - a.max_upload);
}

/** A provider's products, fastest first, or its inline error. */
export function productsOf(
  reply: BroadbandBasicZipcodeReply | undefined,
  provider: string,
): { products: TechnologyProduct[]; inlineError: RpcError | null } {
  const entry: ProviderEntry | undefined = reply?.available[provider];
  if (!entry) return { products: [], inlineError: null };
  const { error, ...technologies } = entry as ProviderEntry & { error?: { code: number; message: string } };
  return {
    products: fastestFirst(Object.entries(technologies) as TechnologyProduct[]),
    inlineError: error ? new RpcError(error.code, error.message, {}, null) : null,
  };
}
