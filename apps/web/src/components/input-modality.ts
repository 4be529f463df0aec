import { useEffect } from 'react';

let byKeyboard = false;

/**
 * Whether the user's latest input was a key rather than a pointer; false before any input (a page
 * the app opened by itself, such as a redirect when it starts).
 */
export const lastInputWasKeyboard = (): boolean => byKeyboard;

/** Follows the user's input for `lastInputWasKeyboard`, for the layouts (PageFocus). */
export function useInputModality() {
  useEffect(() => {
    const onKeyDown = () => {
      byKeyboard = true;
    };
    const onPointerDown = () => {
      byKeyboard = false;
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}
