import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGetProfileReply, UserSetProfileRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { userKeys } from './keys.ts';

export const setProfile = (params: UserSetProfileRequest, signal?: AbortSignal) =>
  call('user/v1', 'set_profile', params, { signal });

/**
 * The reply is the whole updated profile, so it replaces the cached one without a refetch (a
 * refetch could fail: removing the entry that admitted a whitelist-only session ends that session).
 * The enrolment secret is handed to the caller once and never cached.
 */
export function useSetProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userKeys.setProfile(),
    mutationFn: (params: UserSetProfileRequest) => setProfile(params),
    onSuccess: (reply) => {
      const { totp_enrolment: _enrolment, ...profile } = reply;
      queryClient.setQueryData<UserGetProfileReply>(userKeys.profile(), profile);
    },
  });
}
