import type { BroadbandZipcodeReply, BroadbandZipcodeRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { checkAvailability } from './availability.ts';

export const zipcode: MethodHandler<BroadbandZipcodeRequest, BroadbandZipcodeReply> = (params, { db }) =>
  checkAvailability(db, params, (row, extras) => ({
    max_download: row.max_download,
    max_upload: row.max_upload,
    carrier: row.carrier,
    network: row.network,
    area: row.area,
    distance: row.distance,
    product_ids: extras.product_ids,
    carrier_detail: extras.carrier_detail,
  })) as BroadbandZipcodeReply;
