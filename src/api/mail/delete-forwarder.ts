import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailListForwardersReply, MailDeleteForwarderRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const deleteForwarder = (params: MailDeleteForwarderRequest) =>
  call('mail/v1', 'delete_forwarder', params);

/**
 * The deleted address leaves every cached list at once; a failed deletion (007: it no longer
 * exists) means the lists were stale, so they are refreshed either way.
 */
export const useDeleteForwarder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForwarder,
    onSuccess: (reply) =>
      queryClient.setQueriesData<MailListForwardersReply>(
        { queryKey: mailKeys.allForwarders() },
        (list) =>
          list && { ...list, forwarders: list.forwarders.filter((entry) => entry.email !== reply.email) },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allForwarders() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
