import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorKeyOf } from './api';
import { systemStatusKey } from './system-status';

/** `meta: { silent: true }` on a query or mutation keeps its failures out of the error snackbar. */
interface FeedbackMeta extends Record<string, unknown> {
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/**
 * The app's query client. Spec section 8: any failed call that no page handles shows the
 * "There is something wrong" snackbar, so `reportFailure` is called for every failed query and
 * for every failed mutation that has no `onError` of its own. Two failures are the shell's own:
 * an expired token (the session shows "Login expired") and maintenance (the system status is read
 * again, so the maintenance gate takes the user to /maintenance).
 */
export function createQueryClient(reportFailure: (error: unknown) => void): QueryClient {
  const handledByShell = (error: unknown) => {
    const key = errorKeyOf(error);
    if (key === 'maintenance') void client.invalidateQueries({ queryKey: systemStatusKey });
    return key === 'expired-token' || key === 'maintenance';
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!handledByShell(error) && !query.meta?.silent) reportFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (handledByShell(error) || mutation.options.onError || mutation.meta?.silent) return;
        reportFailure(error);
      },
    }),
  });
  return client;
}
