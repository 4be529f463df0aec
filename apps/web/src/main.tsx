import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/App';
import { router } from './app/router';
import { hasSession } from './lib/api';
import { i18nReady } from './lib/i18n';
import { preloadFirstScreen } from './lib/lazy-page';
import { firstSessionUser } from './lib/session';
import { systemStatusQuery } from './lib/system-status';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// What the first screen waits for is asked at once, side by side: its texts (lib/i18n), the
// system status, the signed-in user, the code of its layout and page and the page's first queries.
void queryClient.prefetchQuery(systemStatusQuery);
// a visitor without a session is sent to the sign-in: his page's queries would only be refused
const signedIn = hasSession();
if (signedIn) firstSessionUser.start();
preloadFirstScreen(router.state, signedIn ? queryClient : undefined);

// The first screen waits for the texts of its language, which come in a chunk of their own. It
// renders as a transition, in slices that leave the main thread free between them.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
