import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/**
 * The colours of the lines and icons that carry meaning (WCAG 1.4.11: at least 3:1 against what
 * is behind them): where the keyboard is, what is selected, a rating, a progress bar.
 * lib/theme.test.ts checks every pair.
 */
export interface Lines {
  /** the focus ring, and the border of a focused text field or select */
  focus: string;
  /** the selected tab's underline, a checked radio or checkbox */
  selected: string;
  /** a text field's border at rest */
  field: string;
  /** a given star */
  ratingFilled: string;
  /** a star not given (drawn as an outline) */
  ratingEmpty: string;
  /** a progress bar's fill (a complete one is the success green) */
  progress: string;
  /** what a progress bar's fill runs over; its border is the fill's colour */
  progressTrack: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    lines: Lines;
  }
  interface PaletteOptions {
    lines?: Lines;
  }
}

/** The fill of a progress bar of `color` (MUI's own colours, `primary` being the theme's ink). */
function progressFill(theme: Theme, color: string | undefined): string {
  if (color === 'success' || color === 'error' || color === 'warning' || color === 'info')
    return theme.palette[color].main;
  return theme.palette.lines.progress;
}

/** Where MUI would paint a line or icon in the primary colour, both schemes paint their `lines`. */
const components: ThemeOptions['components'] = {
  MuiCssBaseline: {
    // A desktop's scrollbar stays whether the page scrolls or not: a page growing past the window
    // (a page's code or data arriving) does not move everything sideways, a layout shift. Not
    // `scrollbar-gutter: stable`, which MUI's scroll lock does not know: it added the scrollbar's
    // width again, moving the page aside whenever a dialog or menu opened.
    styleOverrides: { html: { overflowY: 'scroll' } },
  },
  MuiMenu: {
    // A menu appears in place at once: grown in from a smaller size, its items moved under a pointer
    // pressed as it opened, and a quick click picked the option below or nothing (a select's
    // choice, a filter's, lost or wrong)
    defaultProps: { transitionDuration: 0 },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      // MUI's hover, error and disabled borders are more specific and stay as they are
      root: ({ theme }) => ({
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.lines.field },
        '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.lines.focus,
        },
      }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focused:not(.Mui-error)': { color: theme.palette.lines.focus } }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // a disabled field's helper text says why it waits ("Choose a distributor first"): it is read,
      // so it keeps the secondary text's contrast instead of MUI's faded disabled grey (2.6:1)
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  MuiTabs: {
    styleOverrides: { indicator: ({ theme }) => ({ backgroundColor: theme.palette.lines.selected }) },
  },
  MuiRadio: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-checked:not(.Mui-disabled)': { color: theme.palette.lines.selected } }),
    },
  },
  MuiCheckbox: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-checked:not(.Mui-disabled), &.MuiCheckbox-indeterminate:not(.Mui-disabled)': {
          color: theme.palette.lines.selected,
        },
      }),
    },
  },
  MuiRating: {
    styleOverrides: {
      iconFilled: ({ theme }) => ({ color: theme.palette.lines.ratingFilled }),
      iconHover: ({ theme }) => ({ color: theme.palette.lines.ratingFilled }),
      iconEmpty: ({ theme }) => ({ color: theme.palette.lines.ratingEmpty }),
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      // the light track alone would not show where 100% is: the border does
      root: ({ theme, ownerState }) => ({
        backgroundColor: theme.palette.lines.progressTrack,
        border: `1px solid ${progressFill(theme, ownerState.color)}`,
      }),
      bar1: ({ theme, ownerState }) => ({ backgroundColor: progressFill(theme, ownerState.color) }),
    },
  },
};

const shared = {
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 8 },
} as const;

/** Stars are gold in both schemes; the empty ones a grey outline. */
const STARS = { ratingFilled: '#b07800', ratingEmpty: '#757575' } as const;
/** A text field's border at rest, in both schemes. */
const FIELD_BORDER = '#8a8a8a';

/**
 * The yellow is too light to be read on white (1.6:1), so where MUI would paint text, a line or a
 * small control in the primary colour on a light background, the yellow theme uses this darker
 * ink (6.4:1) instead; yellow stays for surfaces: the app bar, contained buttons, badges.
 */
const YELLOW_INK = '#7a5a00';

/**
 * MUI's information blue (#0288d1) carries white text at 3.9:1, under the 4.5:1 a filled
 * snackbar's or chip's text needs; one shade darker carries it at 4.8:1.
 */
const INFO = { main: '#0277bd' };

/** The default scheme: the maker's yellow on dark text. */
export const yellowTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: '#ffc400', contrastText: '#1f1f1f' },
    secondary: { main: '#1f1f1f' },
    info: INFO,
    lines: {
      focus: YELLOW_INK,
      selected: YELLOW_INK,
      field: FIELD_BORDER,
      ...STARS,
      progress: YELLOW_INK,
      progressTrack: '#fff6d6',
    },
  },
  focusVisible: { outlineColor: YELLOW_INK },
  components: {
    ...components,
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
    // the selected tab's text dark; its underline is the ink (components above)
    MuiTabs: { ...components.MuiTabs, defaultProps: { textColor: 'secondary' } },
  },
});

const BLUE = '#1565c0';

/** The lesson view's scheme (spec section 1): the whole page, app bar included. */
export const blueTheme = createTheme({
  ...shared,
  palette: {
    primary: { main: BLUE, contrastText: '#ffffff' },
    secondary: { main: '#0d2a4a' },
    info: INFO,
    lines: {
      focus: BLUE,
      selected: BLUE,
      field: FIELD_BORDER,
      ...STARS,
      progress: BLUE,
      progressTrack: '#e3eefa',
    },
  },
  focusVisible: { outlineColor: BLUE },
  components,
});
