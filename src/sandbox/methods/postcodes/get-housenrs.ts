import type { PostcodesGetHousenrsReply, PostcodesGetHousenrsRequest } from '../../../contract/types.gen.ts';
import { ErrorCode, RpcFailure } from '../../rpc/errors.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

export function unknownZipcode(zipcode: string): RpcFailure {
  return new RpcFailure(
    ErrorCode.invalidAddress,
    `Unknown zipcode ${zipcode}: no addresses are known for it.`,
    { zipcode },
  );
}

export const getHousenrs: MethodHandler<PostcodesGetHousenrsRequest, PostcodesGetHousenrsReply> = (
  params,
  { db },
) => {
  const rows = prepared(db, 'SELECT DISTINCT housenr FROM addresses WHERE zipcode = ? ORDER BY housenr').all(
    params.zipcode,
  ) as unknown as { housenr: number }[];
  if (rows.length === 0) throw unknownZipcode(params.zipcode);
  return { housenrs: rows.map((row) => row.housenr) };
};
