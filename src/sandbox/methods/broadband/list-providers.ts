import type {
  BroadbandListProvidersReply,
  BroadbandListProvidersRequest,
} from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { PROVIDERS } from './availability.ts';

export const listProviders: MethodHandler<
  BroadbandListProvidersRequest,
  BroadbandListProvidersReply
> = () => ({
  providers: [...PROVIDERS],
});
