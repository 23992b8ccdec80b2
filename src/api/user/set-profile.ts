import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UserGetProfileReply,
  UserSetProfileReply,
  UserSetProfileRequest,
} from '../../contract/types.gen.ts';
import { readReply } from '../../contract/reply-reading.ts';
import { ReplyShapeError } from '../errors.ts';
import { call, replyValidatorOf } from '../rpc-client.ts';
import { userKeys } from './keys.ts';

export const setProfile = (params: UserSetProfileRequest, signal?: AbortSignal) =>
  call('user/v1', 'set_profile', params, { signal });

/**
 * The reply is the whole updated profile, so it replaces the cached one without a refetch (a
 * refetch could fail: removing the entry that admitted a whitelist-only session ends that session).
 * The enrolment secret is handed to the caller once and never cached. The profile without it is a
 * new object: it is read as get_profile's reply, so its other fields are noted as they came.
 */
export async function cacheUpdatedProfile(
  queryClient: QueryClient,
  reply: UserSetProfileReply,
): Promise<void> {
  const { totp_enrolment: _enrolment, ...profile } = reply;
  try {
    const reading = readReply<UserGetProfileReply>(await replyValidatorOf('user/v1', 'get_profile'), profile);
    if (reading.readable) {
      queryClient.setQueryData<UserGetProfileReply>(userKeys.profile(), reading.result);
      return;
    }
  } catch {
    // without the reading the profile is cached as it is, its other fields unnoted
  }
  queryClient.setQueryData<UserGetProfileReply>(userKeys.profile(), profile);
}

/**
 * An answer the portal could not read still means the service made the change: the profile is
 * asked for again, so the page shows what the service now holds.
 */
export async function rereadAfterUnreadableAnswer(queryClient: QueryClient, error: unknown): Promise<void> {
  if (error instanceof ReplyShapeError) await queryClient.invalidateQueries({ queryKey: userKeys.profile() });
}

export function useSetProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userKeys.setProfile(),
    mutationFn: (params: UserSetProfileRequest) => setProfile(params),
    onSuccess: (reply) => cacheUpdatedProfile(queryClient, reply),
    onError: (error) => rereadAfterUnreadableAnswer(queryClient, error),
  });
}
