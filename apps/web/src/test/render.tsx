import type { Language } from '@academy/domain';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { yellowTheme } from '../lib/theme';
import { textsIn } from './i18n';

/** The address the app is at, shown so a test can see where a link took the user. */
function AddressShown() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/**
 * Renders `ui` as the app would show it: in `language` (English unless told), in the app's theme,
 * at `address` in a router, with a query client of its own that holds `cached` answers (as the
 * server gave them) and asks nothing again while they are fresh, and a user whose typing moves
 * `clock` on when the test runs on a fake one. Returns Testing Library's
 * queries, a user who types and clicks, and the query client.
 */
export async function renderInApp(
  ui: ReactNode,
  {
    language = 'en',
    address = '/',
    cached = [],
    clock,
  }: {
    language?: Language;
    address?: string;
    cached?: [readonly unknown[], unknown][];
    /** moves the fake clock on while the user types and clicks (vi.advanceTimersByTime) */
    clock?: (ms: number) => unknown;
  } = {},
) {
  const i18n = await textsIn(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const user = userEvent.setup(clock ? { advanceTimers: clock } : {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={yellowTheme}>
          <CssBaseline />
          <MemoryRouter initialEntries={[address]}>
            {ui}
            <AddressShown />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, queryClient };
}
