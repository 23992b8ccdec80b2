import type {
  BroadbandBasicListProvidersReply,
  BroadbandBasicListProvidersRequest,
} from '../../../../contract/types.gen.ts';
import type { MethodHandler } from '../../context.ts';
import { PROVIDERS } from '../availability.ts';

export const listProviders: MethodHandler<
  BroadbandBasicListProvidersRequest,
  BroadbandBasicListProvidersReply
> = () => ({
  providers: [...PROVIDERS],
});
