import type {
  BroadbandBasicZipcodeReply,
  BroadbandBasicZipcodeRequest,
} from '../../../../contract/types.gen.ts';
import type { MethodHandler } from '../../../rpc/context.ts';
import { checkAvailability } from '../availability.ts';

export const zipcode: MethodHandler<BroadbandBasicZipcodeRequest, BroadbandBasicZipcodeReply> = (
  params,
  { db },
) =>
  checkAvailability(db, params, (row) => ({
    max_download: row.max_download,
    max_upload: row.max_upload,
    carrier: row.carrier,
    network: row.network,
    area: row.area,
    distance: row.distance,
  })) as BroadbandBasicZipcodeReply;
