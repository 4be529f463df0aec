import { authCalls, type Language, resolveLanguage, type SessionUser } from '@academy/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import ICU from 'i18next-icu';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { ApiError, type ApiTransport, call, setApiTransport } from './lib/api';
import { allTextsOf } from './lib/i18n';
import { loadFirstScreen } from './lib/lazy-page';
import { createQueryClient } from './lib/query-client';
import { drawnForKey } from './lib/session';
import { systemStatusQuery } from './lib/system-status';

/**
 * The first screens the server draws (docs/decisions/0036-first-screen.md): the sign-in page for
 * a visitor without a session, the course list, a course view and the dashboard for one with.
 * Any other address is drawn by the browser, as before.
 */
const SIGNED_OUT_PAGES = ['/login'];
const SIGNED_IN_PAGES = [
  '/',
  '/courses',
  '/courses/my-courses',
  '/courses/my-certificates',
  '/course/view/:id',
];

const matchesAny = (patterns: string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/** What the server hands in to draw one page. */
export interface FirstScreenRequest {
  /** the page's path and query */
  url: string;
  /** the languages the browser asks for, best first (Accept-Language) */
  languages: readonly string[];
}

/** A drawn first screen: the markup of `#root`, its language, and the answers it was drawn with. */
export interface FirstScreen {
  html: string;
  lang: Language;
  /** the query cache, dehydrated: the app starts from it instead of asking again */
  state: unknown;
}

/**
 * How the server reaches its API as the visitor of the page being drawn: `visitorApi` answers the
 * transport of the request it is drawing (the server keeps one per request), given once, before
 * the first page is drawn.
 */
export function reachApiThrough(visitorApi: () => ApiTransport) {
  setApiTransport((address, init) => visitorApi()(address, init));
}

/**
 * Draws the first screen of `request.url`, whole, or answers null when the server does not draw
 * that page for this visitor (another address, maintenance on, a signed-in page without a
 * session or the sign-in page with one, a privacy policy to accept, an API that does not answer):
 * the browser draws it then.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { pathname, search } = new URL(request.url, 'http://academy.invalid');
  const signedOutPage = matchesAny(SIGNED_OUT_PAGES, pathname);
  if (!signedOutPage && !matchesAny(SIGNED_IN_PAGES, pathname)) return null;
  const client = createQueryClient(() => undefined);
  // the server asks each answer once: a failure is the browser's to retry
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const status = await client.fetchQuery(systemStatusQuery).catch(() => null);
  if (!status || status.maintenance) return null;
  const user = await sessionUser();
  if (user === undefined || (user === null) !== signedOutPage) return null;
  // a person with a new privacy policy to accept is shown it first, which the browser draws
  if (user?.policyToAccept) return null;
  client.setQueryData(drawnForKey, user);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://academy.invalid')));
  if (context instanceof Response) return null;
  await loadFirstScreen(context.matches, { pathname, search: new URLSearchParams(search) }, client);
  await answered(client);

  const lang = resolveLanguage(user?.lang ?? null, request.languages);
  const i18n = createInstance().use(ICU);
  await i18n.init({
    resources: {},
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const texts of await allTextsOf(lang)) i18n.addResourceBundle(lang, 'translation', texts, true);

  const router = createStaticRouter(handler.dataRoutes, context);
  // a part that fails on the server would be left for the browser to draw: the whole is, then
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <App client={client}>
        {/* no hydration data: the routes load nothing, and the policy allows no inline script */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </I18nextProvider>,
    // every part inline, however large: a part sent apart would need an inline script to show
    { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (failures.length > 0) throw new AggregateError(failures, `${pathname} could not be drawn`);
  return { html, lang, state: dehydrate(client) };
}

/** The visitor's user, null without a session, undefined when the API could not tell. */
async function sessionUser(): Promise<SessionUser | null | undefined> {
  try {
    return await call(authCalls.me);
  } catch (error) {
    return error instanceof ApiError && error.httpStatus === 401 ? null : undefined;
  }
}

/** Settles once no query of `client` is being fetched. */
function answered(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const stop = client.getQueryCache().subscribe(() => {
      if (check()) stop();
    });
  });
}
