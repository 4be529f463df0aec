import type { Language } from '@academy/domain';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App, queryClient } from './app/App';
import { router } from './app/router';
import { hasSession, sessionConfirmation, simulationTokenStore } from './lib/api';
import { applyLanguage, i18nReady, initialLanguage } from './lib/i18n';
import { preloadFirstScreen } from './lib/lazy-page';
import { drawnForKey, firstSessionUser } from './lib/session';
import { systemStatusQuery } from './lib/system-status';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/**
 * The first screen the server drew, if it did (docs/decisions/0036-first-screen.md): its language
 * and the answers it was drawn with. The app takes it over as it is unless it would draw something
 * else: in a simulation (whose session the server did not see), or, on a page drawn signed out, in
 * another language than this browser starts in. A page drawn for a user is in his language, the one
 * the app switches to once it knows him.
 */
function drawnFirstScreen(): { lang: Language } | null {
  const block = document.getElementById('first-screen');
  if (!block?.textContent || simulationTokenStore.get() !== null) return null;
  const drawn = JSON.parse(block.textContent) as { lang: Language; state: DehydratedState };
  hydrate(queryClient, drawn.state);
  if (queryClient.getQueryData(drawnForKey) || drawn.lang === initialLanguage()) return drawn;
  queryClient.clear();
  return null;
}
const drawn = drawnFirstScreen();

const signedIn = hasSession();
if (drawn) {
  // the server has just read the session: the first navigation's check need not ask again
  sessionConfirmation.mark();
} else {
  // What the first screen waits for is asked at once, side by side: its texts (lib/i18n), the
  // system status, the signed-in user, the code of its layout and page and the page's first queries.
  void queryClient.prefetchQuery(systemStatusQuery);
  // a visitor without a session is sent to the sign-in: his page's queries would only be refused
  if (signedIn) firstSessionUser.start();
}
// a drawn screen's code is asked at once as well: the app takes over each part once it is in
preloadFirstScreen(router.state, signedIn && !drawn ? queryClient : undefined);

const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

// The first screen waits for the texts of its language, which come in a chunk of their own (those
// of the drawn page's). It renders (or takes over the server's) as a transition, in slices that
// leave the main thread free between them.
const textsReady = drawn && drawn.lang !== initialLanguage() ? applyLanguage(drawn.lang) : Promise.resolve();
void Promise.all([i18nReady, textsReady]).then(() =>
  startTransition(() => {
    if (drawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
