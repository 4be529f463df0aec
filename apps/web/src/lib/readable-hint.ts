/**
 * A disabled field's helper text explains why it is disabled ("Choose a country first"), so it
 * keeps a readable colour instead of the disabled grey (axe: colour contrast).
 */
export const readableDisabledHint = {
  formHelperText: { sx: { '&.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } } },
} as const;
