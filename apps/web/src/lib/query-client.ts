import type { ApiErrorKey } from '@academy/domain';
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
 * Failures the shell answers for every page: an expired token (the session shows "Login
 * expired"), maintenance (the maintenance gate takes the user to /maintenance) and a database
 * that does not answer (the "temporarily unavailable" page, which tries again by itself).
 */
const SHELL_FAILURES: ReadonlySet<ApiErrorKey> = new Set([
  'expired-token',
  'maintenance',
  'database-unavailable',
]);

export const isShellFailure = (error: unknown): boolean => SHELL_FAILURES.has(errorKeyOf(error));

/**
 * A failed query is tried once more, unless the shell answers its failure: asking a database
 * that does not answer again only delays the unavailable page, which keeps asking by itself.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !isShellFailure(error);

/**
 * The app's query client. Spec section 8: any failed call that no page handles shows an error
 * snackbar, so `reportFailure` is called for every failed query and for every failed mutation
 * that has no `onError` of its own, except the shell's failures. The snackbar says the failure's
 * own message (app/App): a refusal the page did not expect (a view-only simulation) is told as
 * itself, and only what the server could not do reads "There is something wrong".
 */
export function createQueryClient(reportFailure: (error: unknown) => void): QueryClient {
  const handledByShell = (error: unknown) => {
    // the system status is read again, so the maintenance gate sees the switch
    if (errorKeyOf(error) === 'maintenance') void client.invalidateQueries({ queryKey: systemStatusKey });
    return isShellFailure(error);
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
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
