import { RpcError } from '../../api/errors.ts';
import type { BroadbandBasicZipcodeReply, ZipcodeProduct } from '../../contract/types.gen.ts';

type ProviderEntry = BroadbandBasicZipcodeReply['available'][string];
export type TechnologyProduct = [technology: string, product: ZipcodeProduct];

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
