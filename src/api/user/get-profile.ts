import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { userKeys } from './keys.ts';

export const getProfile = (signal?: AbortSignal) => call('user/v1', 'get_profile', {}, { signal });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = (enabled = true) => useQuery({ ...profileQueryOptions(), enabled });
