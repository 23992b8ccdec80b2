import type {
  PostcodesGetHousenrextReply,
  PostcodesGetHousenrextRequest,
} from '../../../contract/types.gen.ts';
import { failures } from '../../rpc/errors.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { prepared } from '../../store/statements.ts';

const SOURCES = ['CADASTRAL', 'KPNWBA', 'KPNWEAS'] as const;

/** Each data source lists the extensions it knows for the number; `""` is the bare number. */
export const getHousenrext: MethodHandler<PostcodesGetHousenrextRequest, PostcodesGetHousenrextReply> = (
  params,
  { db },
) => {
  const rows = prepared(
    db,
    'SELECT housenrext, sources FROM addresses WHERE zipcode = ? AND housenr = ? ORDER BY housenrext',
  ).all(params.zipcode, params.housenr) as unknown as { housenrext: string; sources: string }[];
  if (rows.length === 0) throw failures.invalidAddress(params.zipcode, params.housenr, '');
  const extensionsOf = (source: string) =>
    rows.filter((row) => (JSON.parse(row.sources) as string[]).includes(source)).map((row) => row.housenrext);
  const [cadastral, kpnwba, kpnweas] = SOURCES.map((source) => ({ housenrexts: extensionsOf(source) }));
  return { CADASTRAL: cadastral!, KPNWBA: kpnwba!, KPNWEAS: kpnweas! };
};
