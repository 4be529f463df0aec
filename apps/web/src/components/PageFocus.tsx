import { GlobalStyles } from '@mui/material';
import { useInputModality } from './input-modality';
import { useFocusRescue } from './useFocusRescue';
import { useRouteFocus } from './useRouteFocus';

/**
 * Where the focus goes when the page changes under it, for the layouts: to the new page's heading
 * after a move, and never onto the bare body after saving or deleting. A heading focused so shows
 * the scheme's focus ring when the user moves by keys (WCAG 2.4.7), in place of the browser's heavy
 * default, and no ring after a click or when the app moved by itself (page-start).
 */
export function PageFocus() {
  useInputModality();
  useRouteFocus();
  useFocusRescue();
  return <GlobalStyles styles={(theme) => ({ 'h1[tabindex="-1"]:focus-visible': theme.focusVisible })} />;
}
