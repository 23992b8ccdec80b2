import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { broadbandBasicKeys } from './keys.ts';

export const listProviders = (signal?: AbortSignal) =>
  call('broadband/basic/v1', 'list_providers', {}, { signal });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: broadbandBasicKeys.providers(),
    queryFn: ({ signal }) => listProviders(signal),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQueryOptions());
