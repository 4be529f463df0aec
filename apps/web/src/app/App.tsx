import '../lib/zod-without-eval';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { DocumentTitle } from '../components/DocumentTitle';
import { UntilTakenOver } from '../components/UntilTakenOver';
import { errorKeyOf, requestIdOf } from '../lib/api';
import { useSnackbar } from '../lib/feedback';
import i18n from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { yellowTheme } from '../lib/theme';
import { FeedbackProvider } from './shell/FeedbackProvider';

/**
 * The app's query client. The first screen's queries start before anything renders (main.tsx),
 * so the client is made here, and the query provider hands it the snackbar once there is one:
 * unhandled failures are told there by their own message (a view-only simulation's refusal says
 * so; what the server could not do says "There is something wrong"), with the failed request's
 * id for the user to quote.
 * `i18n.t` (not a hook's `t`) so the message follows later language changes.
 */
let reportFailure: (error: unknown) => void = () => undefined;
export const queryClient = createQueryClient((error) => reportFailure(error));

function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { show } = useSnackbar();
  // a layout effect: in place before any page's query subscribes (in the passive effects)
  useLayoutEffect(() => {
    reportFailure = (error) => show(i18n.t(`errors.${errorKeyOf(error)}`), 'error', requestIdOf(error));
  }, [show]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The app around its router: the browser's (main.tsx), or the server's for a first screen
 * (entry-server.tsx), with that request's own query client.
 */
export function App({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={yellowTheme}>
      <CssBaseline />
      <DocumentTitle />
      <FeedbackProvider>
        <QueryProvider client={client}>
          <UntilTakenOver>{children}</UntilTakenOver>
        </QueryProvider>
      </FeedbackProvider>
    </ThemeProvider>
  );
}
