import { useFocusRescue } from './useFocusRescue';
import { useRouteFocus } from './useRouteFocus';

/**
 * Where the focus goes when the page changes under it, for the layouts: to the new page's heading
 * after a move, and never onto the bare body after saving or deleting. Renders nothing.
 */
export function PageFocus() {
  useRouteFocus();
  useFocusRescue();
  return null;
}
