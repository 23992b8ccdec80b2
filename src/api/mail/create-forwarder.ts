import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailCreateForwarderRequest } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { mailKeys } from './keys.ts';

export const createForwarder = (params: MailCreateForwarderRequest) =>
  call('mail/v1', 'create_forwarder', params);

/** A failed creation (006) may mean the lists were stale, so they are refreshed either way. */
export const useCreateForwarder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForwarder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.allForwarders() }),
        queryClient.invalidateQueries({ queryKey: mailKeys.clients() }),
      ]),
  });
};
