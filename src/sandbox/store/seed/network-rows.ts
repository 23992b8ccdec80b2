/**
 * The rows the network step writes for each address: what each provider offers there
 * (`availability`, the extended zipcode reply) and the carriers carriercheck lists (`carriers`).
 */
import type {
  BroadbandCarriercheckReply,
  Provider,
  ZipcodeExtendedProduct,
} from '../../../contract/types.gen.ts';

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
