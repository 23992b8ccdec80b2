import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

/** All mailboxes, or those of one client (null: every client). */
export const listMailboxes = (clientId: number | null, signal?: AbortSignal) =>
  call('mail/v1', 'list_mailboxes', clientId === null ? {} : { client_id: clientId }, { signal });

export const mailboxesQueryOptions = (clientId: number | null) =>
  queryOptions({
    queryKey: mailKeys.mailboxes(clientId),
    queryFn: ({ signal }) => listMailboxes(clientId, signal),
  });

export const useMailboxes = (clientId: number | null, enabled = true) =>
  useQuery({ ...mailboxesQueryOptions(clientId), enabled, placeholderData: keepPreviousData });
