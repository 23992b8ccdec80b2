import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const listMailClients = (signal?: AbortSignal) => call('mail/v1', 'list_clients', {}, { signal });

export const mailClientsQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.clients(),
    queryFn: ({ signal }) => listMailClients(signal),
  });

export const useMailClients = (enabled = true) => useQuery({ ...mailClientsQueryOptions(), enabled });
