import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, isValidElement, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import type { Params, RouterState } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { UntilTakenOver } from '../components/UntilTakenOver';

/** Spec section 8/9: a page's code that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

class ChunkLoadError extends Error {}

export const isChunkLoadError = (error: unknown): boolean => error instanceof ChunkLoadError;

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('page load timed out')), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'page load failed'));
      },
    );
  });
}

/** Where the first screen is: what a page's first queries are read from. */
export interface FirstScreen {
  params: Params;
  pathname: string;
  search: URLSearchParams;
}

/**
 * A lazy page's module: the page, and the queries its first render makes (the answers it shows
 * first). On a first visit those are asked as soon as the code arrives (`preloadFirstScreen`),
 * beside the session's own reads rather than after them and the layout's render.
 */
export interface PageModule {
  default: ComponentType;
  firstQueries?: (client: QueryClient, at: FirstScreen) => void;
}

/** How each lazy page's code is loaded, by the element that shows it (see `preloadFirstScreen`). */
const loaders = new WeakMap<ReactElement, () => Promise<PageModule>>();

/**
 * A page loaded on first visit, with a spinner meanwhile (or `fallback`, for a part of a page
 * such as a feature's buttons). A failure reaches the route's error element (RouteErrorPage),
 * which offers a retry.
 */
export function lazyPage(load: () => Promise<PageModule>, fallback: ReactNode = <PageSpinner />) {
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => {
    loading ??= withTimeout(load);
    return loading;
  };
  const Page = lazy(loadOnce);
  const element = (
    <Suspense fallback={fallback}>
      <UntilTakenOver>
        <Page />
      </UntilTakenOver>
    </Suspense>
  );
  loaders.set(element, loadOnce);
  return element;
}

/** The matched routes of a first screen: their elements and parameters. */
type FirstScreenMatches = readonly { route: { element?: ReactNode }; params: Params }[];

/** Loads the code of each lazy layout and page of `matches`, and asks their first queries in `client`. */
function loadWithFirstQueries(
  matches: FirstScreenMatches,
  at: Omit<FirstScreen, 'params'>,
  client?: QueryClient,
): Promise<unknown>[] {
  return matches.map(({ route, params }) => {
    const load = isValidElement(route.element) ? loaders.get(route.element) : undefined;
    return (load?.() ?? Promise.resolve(undefined)).then((module) => {
      if (client) module?.firstQueries?.(client, { ...at, params });
    });
  });
}

/**
 * Starts loading the code of the first screen's lazy layout and page before they are rendered,
 * and, given a `client`, their first queries as soon as it arrives: they come while the shell
 * waits for its texts and first answers, instead of one after the other once it has them. A
 * failure shows when the page renders.
 */
export function preloadFirstScreen({ matches, location }: RouterState, client?: QueryClient) {
  const at = { pathname: location.pathname, search: new URLSearchParams(location.search) };
  for (const loading of loadWithFirstQueries(matches, at, client)) loading.catch(() => undefined);
}

/**
 * The server's part (entry-server.tsx): settles once the code of the first screen's lazy layout
 * and page is in and their first queries are asked in `client` (waiting for their answers is the
 * caller's).
 */
export async function loadFirstScreen(
  matches: FirstScreenMatches,
  at: Omit<FirstScreen, 'params'>,
  client: QueryClient,
) {
  await Promise.all(loadWithFirstQueries(matches, at, client));
}
