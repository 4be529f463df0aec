import { useDeferredValue } from 'react';

/**
 * A query's result for a page that takes long to draw (a course list, a course, the whole app
 * behind the maintenance gate). An answer from TanStack Query re-renders at once and in one piece
 * (useSyncExternalStore), which blocks a phone's main thread for a few hundred milliseconds; with
 * the deferred copy, that render keeps the earlier result and the new one is drawn right after as
 * a transition, in slices that leave the thread free between them.
 */
export const useDeferredResult = <T>(result: T): T => useDeferredValue(result);
