import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailListMailboxesReply, MailDeleteMailboxRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const deleteMailbox = (params: MailDeleteMailboxRequest) => call('mail/v1', 'delete_mailbox', params);

/**
 * The deleted address leaves every cached list at once; a failed deletion (007: it no longer
 * exists) means the lists were stale, so they are refreshed either way.
 */
export const useDeleteMailbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailbox,
    onSuccess: (reply) =>
      queryClient.setQueriesData<MailListMailboxesReply>(
        { queryKey: mailKeys.allMailboxes() },
        (list) =>
          list && { ...list, mailboxes: list.mailboxes.filter((entry) => entry.email !== reply.email) },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allMailboxes() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
