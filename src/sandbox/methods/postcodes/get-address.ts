import type { PostcodesGetAddressReply, PostcodesGetAddressRequest } from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { unknownZipcode } from './get-housenrs.ts';
import { prepared } from '../../store/statements.ts';

/** Street and city of a postcode (and of one number in it, when given). */
export const getAddress: MethodHandler<PostcodesGetAddressRequest, PostcodesGetAddressReply> = (
  params,
  { db },
) => {
  const row = (
    params.housenr === undefined
      ? prepared(db, 'SELECT * FROM addresses WHERE zipcode = ? ORDER BY housenr, housenrext LIMIT 1').get(
          params.zipcode,
        )
      : prepared(
          db,
          'SELECT * FROM addresses WHERE zipcode = ? AND housenr = ? ORDER BY housenrext LIMIT 1',
        ).get(params.zipcode, params.housenr)
  ) as
    | {
        zipcode: string;
        street: string;
        city: string;
        municipality: string;
        province: string;
        latitude: string;
        longitude: string;
      }
    | undefined;
  if (!row) {
    throw params.housenr === undefined
      ? unknownZipcode(params.zipcode)
      : failures.invalidAddress(params.zipcode, params.housenr, '');
  }
  const { count } = prepared(
    db,
    'SELECT count(DISTINCT housenr) AS count FROM addresses WHERE zipcode = ?',
  ).get(params.zipcode) as { count: number };
  return {
    zipcode: row.zipcode,
    street: row.street,
    city: row.city,
    municipality: row.municipality,
    province: row.province,
    latitude: row.latitude,
    longitude: row.longitude,
    housenrs_count: count,
  };
};
