import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailCreateMailboxRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const createMailbox = (params: MailCreateMailboxRequest) => call('mail/v1', 'create_mailbox', params);

/** A failed creation (006) may mean the lists were stale, so they are refreshed either way. */
export const useCreateMailbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailbox,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allMailboxes() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
