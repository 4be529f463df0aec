import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated';

/**
 * A part of a page the server drew, marked unavailable until the app has taken it over: until
 * then its buttons, tabs and fields do nothing (its links work as plain links). The page says so
 * to assistive technology, and to browser tests, which wait for enabled controls. The app wraps
 * itself and each lazy part in one: a lazy part whose code comes later is taken over later.
 * `display: contents` leaves the layout as it is; a rule for a child of an element reaches
 * through it with `[data-taken-over-part] > &` (PageSpinner).
 */
export function UntilTakenOver({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div
      role={hydrated ? undefined : 'group'}
      aria-disabled={hydrated ? undefined : true}
      style={{ display: 'contents' }}
      data-taken-over-part=""
    >
      {children}
    </div>
  );
}
