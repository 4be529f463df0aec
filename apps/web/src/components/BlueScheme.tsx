import { ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { blueTheme } from '../lib/theme';

/** The lesson view's colour scheme around `children`; everything else keeps the yellow one. */
export function BlueScheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={blueTheme}>{children}</ThemeProvider>;
}
