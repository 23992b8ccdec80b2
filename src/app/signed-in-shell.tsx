import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The frame of the signed-in pages with the query cache they share. React Query comes with the
 * first signed-in page, so the log-in page (where every visit starts) loads without it.
 */
export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
