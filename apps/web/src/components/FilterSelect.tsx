import { MenuItem, TextField } from '@mui/material';
import { readableDisabledHint } from '../lib/readable-hint';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list's filter as a select: `anyLabel` first (no filter, shown as the choice made), then the
 * options. A value the options do not hold (a stale address) shows as no filter.
 */
export function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
  disabled,
  helperText,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange(value: string): void;
  disabled?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ ...readableDisabledHint, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
