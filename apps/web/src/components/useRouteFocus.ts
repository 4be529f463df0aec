import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusPageStart, isMainContent, pageHeading } from './page-start';

/** How long a new page may take to show its heading (its code and data loading) before the focus settles on its main content. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a move to another address, the focus goes to the new page's heading, so a screen reader
 * says the page changed: the link that led here is gone, or is in the app bar, and the body says
 * nothing. A control of the page itself that changed the address (a tab of the course list) keeps
 * the focus. A page still loading gets it once its heading shows, unless the user moved on meanwhile.
 */
export function useRouteFocus() {
  const { pathname, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address, not a new key (a changed query), moves the focus
  useEffect(() => {
    // the document's first page: the browser starts at its top by itself
    if (key === 'default') return;
    const before = document.activeElement;
    const stayed = before instanceof HTMLElement && before !== document.body && before.isConnected;
    if (stayed && before.closest('main') && !isMainContent(before)) return;

    /** Focuses the heading once it shows; true when there is nothing more to wait for. */
    const settle = () => {
      const now = document.activeElement;
      const untouched = now === null || now === document.body || now === before || isMainContent(now);
      if (!untouched) return true;
      return pageHeading() !== null && focusPageStart();
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (!settle()) focusPageStart();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
