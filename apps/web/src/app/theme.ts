import { createTheme } from '@mui/material/styles';

const shared = {
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 8 },
} as const;

/** The default scheme: the maker's yellow on dark text. */
export const yellowTheme = createTheme({
  ...shared,
  palette: { primary: { main: '#ffc400', contrastText: '#1f1f1f' }, secondary: { main: '#1f1f1f' } },
});

/** The lesson view's scheme. */
export const blueTheme = createTheme({
  ...shared,
  palette: { primary: { main: '#1565c0', contrastText: '#ffffff' }, secondary: { main: '#0d2a4a' } },
});
