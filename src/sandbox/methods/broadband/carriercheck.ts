import type {
  BroadbandCarriercheckReply,
  BroadbandCarriercheckRequest,
} from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { resolveAddress } from './availability.ts';
import { prepared } from '../../store/statements.ts';

/** The physical carriers (fiber or copper lines) present at an address; `available` when one is Open or Planned. */
export const carriercheck: MethodHandler<BroadbandCarriercheckRequest, BroadbandCarriercheckReply> = (
  params,
  { db },
) => {
  const address = resolveAddress(db, params);
  const carriers = prepared(
    db,
    `SELECT nid, carriertype, nlstype, status, base_technology, network, area, distance, copper_pairs, ftu_type, mdf_location
       FROM carriers WHERE zipcode = ? AND housenr = ? AND housenrext = ? AND carrier = ? ORDER BY status DESC, nid`,
  ).all(
    address.zipcode,
    address.housenr,
    address.housenrext,
    params.carrier,
  ) as unknown as BroadbandCarriercheckReply['carriers'];
  return {
    address: {
      street: address.street,
      housenr: address.housenr,
      housenrext: address.housenrext,
      city: address.city,
      municipality: address.municipality,
    },
    carrier: params.carrier,
    available: carriers.some((carrier) => carrier.status !== 'Closed'),
    carriers: carriers.map((carrier) => ({ ...carrier })),
  };
};
