import { useEffect } from 'react';
import { lastInputWasKeyboard } from './input-modality';
import { focusPageStart } from './page-start';

/**
 * Keeps the focus off the bare page body after saving or deleting. When the focused element is
 * removed (a deleted row, a closed dialog's button whose opener went too), the focus goes to the
 * page's heading; when it was disabled while something is saved, it comes back to it once it is
 * enabled again. Only those two losses are the page's doing: a click elsewhere, or the focus
 * leaving the document (Tab past the last control to the browser's own, another window), is the
 * user's choice and is left alone, or the keyboard could never leave the page (WCAG 2.1.2).
 */
export function useFocusRescue() {
  useEffect(() => {
    let last: HTMLElement | null = null;
    /** whether `last` lost the focus because it was disabled (the browser blurs a disabled control) */
    let lostWhileDisabled = false;
    let frame = 0;

    const check = () => {
      frame = 0;
      const active = document.activeElement;
      if (!last || (active !== null && active !== document.body)) return;
      if (!last.isConnected) {
        last = null;
        // after a click the page stays where it is; a keyboard user is taken to the heading
        focusPageStart({ preventScroll: !lastInputWasKeyboard() });
      } else if (lostWhileDisabled) {
        if (!last.matches(':disabled')) last.focus({ preventScroll: true });
      } else {
        // still there and enabled when it lost the focus: the user sent it out of the document
        last = null;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      lostWhileDisabled = event.target instanceof HTMLElement && event.target.matches(':disabled');
      schedule();
    };
    const onPointerDown = () => {
      last = null;
    };

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}
