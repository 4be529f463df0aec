import '../lib/zod-without-eval';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { DocumentTitle } from '../components/DocumentTitle';
import { requestIdOf } from '../lib/api';
import { useSnackbar } from '../lib/feedback';
import i18n from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { yellowTheme } from '../lib/theme';
import { router } from './router';
import { FeedbackProvider } from './shell/FeedbackProvider';

/**
 * The query client reports unhandled failures through the snackbar, so it lives inside the feedback,
 * with the failed request's id for the user to quote. `i18n.t` (not a hook's `t`) so the message
 * follows later language changes.
 */
function QueryProvider({ children }: { children: ReactNode }) {
  const { show } = useSnackbar();
  const [client] = useState(() =>
    createQueryClient((error) => show(i18n.t('errors.internal'), 'error', requestIdOf(error))),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function App() {
  return (
    <ThemeProvider theme={yellowTheme}>
      <CssBaseline />
      <DocumentTitle />
      <FeedbackProvider>
        <QueryProvider>
          <RouterProvider router={router} />
        </QueryProvider>
      </FeedbackProvider>
    </ThemeProvider>
  );
}
