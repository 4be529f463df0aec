import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
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

/**
 * A page loaded on first visit, with a spinner meanwhile (or `fallback`, for a part of a page
 * such as a feature's buttons). A failure reaches the route's error element (RouteErrorPage),
 * which offers a retry.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = <PageSpinner />,
) {
  const Page = lazy(() => withTimeout(load));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
