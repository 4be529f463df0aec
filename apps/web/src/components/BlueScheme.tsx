import { ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { blueTheme, yellowTheme } from '../lib/theme';

/** A route's `handle` that asks for the blue scheme (spec section 1: the lesson view). */
export const blueSchemeHandle = { scheme: 'blue' } as const;

const wantsBlue = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'scheme' in handle && handle.scheme === 'blue';

/**
 * A layout's whole page, app bar included, in the scheme its route asks for: blue for the lesson
 * view, the default yellow otherwise. The provider stays in place either way, so moving between a
 * lesson and another page does not remount the layout.
 */
export function RouteScheme({ children }: { children: ReactNode }) {
  const blue = useMatches().some((match) => wantsBlue(match.handle));
  return <ThemeProvider theme={blue ? blueTheme : yellowTheme}>{children}</ThemeProvider>;
}
