import { createTheme } from '@mui/material/styles';

const shared = {
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 8 },
} as const;

/**
 * The yellow is too light to be read on white (1.6:1), so where MUI would paint text or a small
 * control in the primary colour on a light background, the yellow theme uses this darker ink
 * (6.4:1) instead; yellow stays for surfaces: the app bar, contained buttons, badges.
 */
const YELLOW_INK = '#7a5a00';

/** The default scheme: the maker's yellow on dark text. */
export const yellowTheme = createTheme({
  ...shared,
  palette: { primary: { main: '#ffc400', contrastText: '#1f1f1f' }, secondary: { main: '#1f1f1f' } },
  components: {
    MuiLink: {
      variants: [
        { props: { color: 'primary' }, style: { color: YELLOW_INK, textDecorationColor: YELLOW_INK } },
      ],
    },
    MuiButton: {
      variants: [
        { props: { variant: 'text', color: 'primary' }, style: { color: YELLOW_INK } },
        {
          props: { variant: 'outlined', color: 'primary' },
          style: { color: YELLOW_INK, borderColor: YELLOW_INK },
        },
      ],
    },
    // the selected tab's text dark, the yellow stays in the indicator
    MuiTabs: { defaultProps: { textColor: 'secondary' } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: YELLOW_INK } } } },
    MuiRadio: {
      variants: [{ props: { color: 'primary' }, style: { '&.Mui-checked': { color: YELLOW_INK } } }],
    },
    MuiCheckbox: {
      variants: [{ props: { color: 'primary' }, style: { '&.Mui-checked': { color: YELLOW_INK } } }],
    },
  },
});

/** The lesson view's scheme. */
export const blueTheme = createTheme({
  ...shared,
  palette: { primary: { main: '#1565c0', contrastText: '#ffffff' }, secondary: { main: '#0d2a4a' } },
});
