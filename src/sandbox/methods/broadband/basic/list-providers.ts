import type {
  BroadbandBasicListProvidersReply,
  BroadbandBasicListProvidersRequest,
} from '../../../../contract/types.gen.ts';
import type { MethodHandler } from '../../../rpc/context.ts';
import { PROVIDERS } from '../availability.ts';

export const listProviders: MethodHandler<
  BroadbandBasicListProvidersRequest,
  BroadbandBasicListProvidersReply
> = () => ({
  providers: [...PROVIDERS],
});
