import { type ComponentType, isValidElement, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/PageSpinner';

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

/** How each lazy page's code is loaded, by the element that shows it (see `preloadPages`). */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A page loaded on first visit, with a spinner meanwhile (or `fallback`, for a part of a page
 * such as a feature's buttons). A failure reaches the route's error element (RouteErrorPage),
 * which offers a retry.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = <PageSpinner />,
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= withTimeout(load);
    return loading;
  };
  const Page = lazy(loadOnce);
  const element = (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
  loaders.set(element, loadOnce);
  return element;
}

/**
 * Starts loading the code of those `elements` that are lazy pages before they are rendered: the
 * first screen's layout and page come while the shell waits for its texts and first answers,
 * instead of one after the other once it has them. A failure shows when the page renders.
 */
export function preloadPages(elements: Iterable<ReactNode>) {
  for (const element of elements) {
    const load = isValidElement(element) ? loaders.get(element) : undefined;
    load?.().catch(() => undefined);
  }
}
