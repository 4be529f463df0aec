import { ASSIGNABLE_KINDS, type AssignableKind } from '@academy/domain';
import {
  Autocomplete,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { usePickableItems } from '../api';
import type { ItemChoice } from './assignment-form';

/** Typing pauses this long before the titles are searched. */
const SEARCH_DELAY_MS = 300;

export interface ItemPickerProps {
  /** the group's heading */
  legend: string;
  kind: AssignableKind;
  onKind(kind: AssignableKind): void;
  value: ItemChoice | null;
  onChange(item: ItemChoice | null): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** a problem with the choice, in words; the hint shows otherwise */
  problem?: string | null;
  /** what the field says under it when all is well */
  hint?: string;
}

/**
 * A course or a learning path, then one of the published ones, searched by title on the server as
 * it is typed. Choosing the other kind empties the choice. The assignment forms choose what to
 * assign with it, the compliance report what to report on.
 */
export function ItemPicker({
  legend,
  kind,
  onKind,
  value,
  onChange,
  onBlur,
  inputRef,
  required = false,
  problem,
  hint,
}: ItemPickerProps) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const [typed, setTyped] = useState(value?.title ?? '');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const items = usePickableItems(kind, search);
  const options: ItemChoice[] = (items.data ?? []).map((found) => ({
    kind,
    id: found._id,
    title: localized(found.title, i18n.language),
  }));

  return (
    <Stack role="group" aria-labelledby={legendId} sx={{ gap: 1.5 }}>
      <Typography id={legendId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      <RadioGroup
        row
        value={kind}
        aria-labelledby={legendId}
        onBlur={onBlur}
        onChange={(event) => {
          onKind(event.target.value as AssignableKind);
          onChange(null);
          setTyped('');
        }}
      >
        {ASSIGNABLE_KINDS.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={t(`assignments.item.${option}`)}
          />
        ))}
      </RadioGroup>
      <Autocomplete
        options={options}
        value={value}
        onChange={(_event, chosen) => onChange(chosen)}
        onBlur={onBlur}
        inputValue={typed}
        onInputChange={(_event, text) => setTyped(text)}
        // the server already kept the matches
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={items.isFetching}
        loadingText={t('common.loading')}
        noOptionsText={t(kind === 'course' ? 'assignments.item.noCourses' : 'assignments.item.noPaths')}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
            label={t(kind === 'course' ? 'assignments.item.course' : 'assignments.item.path')}
            required={required}
            error={Boolean(problem) || items.isError}
            helperText={problem ?? (items.isError ? t('assignments.item.failed') : hint)}
          />
        )}
      />
    </Stack>
  );
}
