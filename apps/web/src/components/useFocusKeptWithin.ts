import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the focus in `container` when a render disables the button that has it (a pager's "next"
 * once the last page shows): it moves to the nearest button still enabled, before the browser
 * drops it on the page's body (WCAG 2.4.3). Without scrolling: the focus stays where it was.
 */
export function useFocusKeptWithin(container: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = container.current;
    const focused = document.activeElement;
    if (!root || !(focused instanceof HTMLButtonElement) || !focused.disabled || !root.contains(focused))
      return;
    const buttons = [...root.querySelectorAll('button')];
    const distance = (button: HTMLButtonElement) =>
      Math.abs(buttons.indexOf(button) - buttons.indexOf(focused));
    const nearest = buttons.filter((button) => !button.disabled).sort((a, b) => distance(a) - distance(b));
    nearest[0]?.focus({ preventScroll: true });
  });
}
