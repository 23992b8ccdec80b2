import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailUpdateForwarderRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const updateForwarder = (params: MailUpdateForwarderRequest) =>
  call('mail/v1', 'update_forwarder', params);

/** A failed update (008: it no longer exists) means the lists were stale: refreshed either way. */
export const useUpdateForwarder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForwarder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allForwarders() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
