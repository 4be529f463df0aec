import { lastInputWasKeyboard } from './input-modality';

/** The id of every layout's main landmark: where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

const mainContent = (): HTMLElement | null =>
  document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');

/** Whether `element` is the main landmark itself (a stand-in while the page has no heading yet). */
export const isMainContent = (element: Element | null): boolean =>
  element !== null && element === mainContent();

/** The page's heading (the h1 of its main content), if it is there yet. */
export const pageHeading = (): HTMLElement | null => mainContent()?.querySelector('h1') ?? null;

/** FocusOptions with `focusVisible` (Chromium, Firefox, Safari), which TypeScript's DOM types lack. */
interface RingFocusOptions extends FocusOptions {
  focusVisible?: boolean;
}

/**
 * Moves the focus to where the page starts: its heading, so a screen reader says which page this
 * is, or the main content while there is no heading yet. Neither is a control, so each is made
 * focusable by script only (tabindex -1). Its ring shows only when the user's latest input was a
 * key: the browser would otherwise draw it on a page the app opened by itself, before any input.
 */
export function focusPageStart(options?: FocusOptions): boolean {
  const target = pageHeading() ?? mainContent();
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  const focus: RingFocusOptions = { focusVisible: lastInputWasKeyboard(), ...options };
  target.focus(focus);
  return true;
}
