import type { UserGetProfileReply, UserGetProfileRequest } from '../../../contract/types.gen.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { callerAccount, profileOf } from './profile.ts';

export const getProfile: MethodHandler<UserGetProfileRequest, UserGetProfileReply> = (
  _params,
  { db, caller },
) => profileOf(callerAccount(db, caller), caller);
