import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

/** All forwarders, or those of one client (null: every client). */
export const listForwarders = (clientId: number | null, signal?: AbortSignal) =>
  call('mail/v1', 'list_forwarders', clientId === null ? {} : { client_id: clientId }, { signal });

export const forwardersQueryOptions = (clientId: number | null) =>
  queryOptions({
    queryKey: mailKeys.forwarders(clientId),
    queryFn: ({ signal }) => listForwarders(clientId, signal),
  });

export const useForwarders = (clientId: number | null, enabled = true) =>
  useQuery({ ...forwardersQueryOptions(clientId), enabled, placeholderData: keepPreviousData });
