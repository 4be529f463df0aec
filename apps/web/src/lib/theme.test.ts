import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../../../tests/contrast';
import { blueTheme, yellowTheme } from './theme';

interface Pair {
  what: string;
  color: string;
  background: string;
}

/** Every text pair the themes paint, which must reach 4.5:1 (WCAG 1.4.3). */
function textPairs(theme: Theme): Pair[] {
  const { palette } = theme;
  const surfaces = { page: palette.background.default, paper: palette.background.paper };
  return [
    ...Object.entries(surfaces).flatMap(([surface, background]) => [
      { what: `text on the ${surface}`, color: palette.text.primary, background },
      { what: `secondary text on the ${surface}`, color: palette.text.secondary, background },
      { what: `a focused field's label on the ${surface}`, color: palette.lines.focus, background },
      { what: `an error on the ${surface}`, color: palette.error.main, background },
      { what: `a success on the ${surface}`, color: palette.success.main, background },
    ]),
    {
      what: 'the app bar and buttons',
      color: palette.primary.contrastText,
      background: palette.primary.main,
    },
    { what: 'the dark surfaces', color: palette.secondary.contrastText, background: palette.secondary.main },
    { what: 'a success chip', color: palette.success.contrastText, background: palette.success.main },
    { what: 'an error chip', color: palette.error.contrastText, background: palette.error.main },
    {
      what: 'an information snackbar or chip',
      color: palette.info.contrastText,
      background: palette.info.main,
    },
  ];
}

/** Every line and icon that carries meaning, which must reach 3:1 (WCAG 1.4.11). */
function nonTextPairs(theme: Theme): Pair[] {
  const { palette } = theme;
  const lines = palette.lines;
  const ring = theme.focusVisible ? String(theme.focusVisible.outlineColor) : 'no ring';
  const surfaces = { page: palette.background.default, paper: palette.background.paper };
  return [
    ...Object.entries(surfaces).flatMap(([surface, background]) => [
      { what: `the focus ring on the ${surface}`, color: ring, background },
      { what: `a focused field's border on the ${surface}`, color: lines.focus, background },
      { what: `a field's border on the ${surface}`, color: lines.field, background },
      { what: `the selected tab's underline on the ${surface}`, color: lines.selected, background },
      { what: `a given star on the ${surface}`, color: lines.ratingFilled, background },
      { what: `an empty star on the ${surface}`, color: lines.ratingEmpty, background },
      { what: `a progress bar's border on the ${surface}`, color: lines.progress, background },
      { what: `a complete progress bar on the ${surface}`, color: palette.success.main, background },
    ]),
    { what: "a progress bar's fill on its track", color: lines.progress, background: lines.progressTrack },
    {
      what: 'a complete progress bar on its track',
      color: palette.success.main,
      background: lines.progressTrack,
    },
  ];
}

describe.each([
  ['yellow', yellowTheme],
  ['blue', blueTheme],
])('the %s theme', (_name, theme) => {
  it('has a focus ring in the focus colour', () => {
    expect(theme.focusVisible).toMatchObject({ outlineColor: theme.palette.lines.focus });
  });

  it.each(textPairs(theme))('when it paints $what, the text has at least 4.5:1', (pair) => {
    expect(contrast(pair.color, pair.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs(theme))('when it draws $what, it has at least 3:1', (pair) => {
    expect(contrast(pair.color, pair.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('the contrast formula', () => {
  it('when black is on white, it gives 21:1; the brand yellow on white, 1.6:1', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#ffc400', '#ffffff')).toBeCloseTo(1.6, 1);
  });

  it('when a colour is translucent, it is seen over its background', () => {
    expect(contrast('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(contrast('#666666', '#ffffff'), 1);
  });
});
