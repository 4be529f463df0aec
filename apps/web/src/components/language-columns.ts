/**
 * The layout of a field given in each language: stacked, or (`inline`) one column per language
 * from the md breakpoint up, stacked again on a phone.
 */
export const languageColumns = (count: number, inline = false) => ({
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: inline ? `repeat(${count}, minmax(0, 1fr))` : '1fr' },
});
