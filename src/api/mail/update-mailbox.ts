import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailUpdateMailboxRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const updateMailbox = (params: MailUpdateMailboxRequest) => call('mail/v1', 'update_mailbox', params);

/** A failed update (008: it no longer exists) means the lists were stale: refreshed either way. */
export const useUpdateMailbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailbox,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allMailboxes() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
