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
import { useEffect, useId, useState } from 'react';
import { type Control, Controller, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { useProblemText } from '../../../lib/problem-text';
import { usePickableItems } from '../api';
import type { AssignmentForm, ItemChoice } from './assignment-form';

/** Typing pauses this long before the titles are searched. */
const SEARCH_DELAY_MS = 300;

/**
 * What is assigned: a course or a learning path, then one of the published ones, searched by
 * title on the server as it is typed. Choosing the other kind empties the choice.
 */
export function ItemField({ control }: { control: Control<AssignmentForm> }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const legendId = useId();
  const kind = useWatch({ control, name: 'kind' });
  const item = useController({ control, name: 'item' });
  const [typed, setTyped] = useState('');
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
        {t('assignments.item.title')}
      </Typography>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            aria-labelledby={legendId}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value as AssignableKind);
              item.field.onChange(null);
              setTyped('');
            }}
          >
            {ASSIGNABLE_KINDS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`assignments.item.${value}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
      <Autocomplete
        options={options}
        value={item.field.value}
        onChange={(_event, chosen) => item.field.onChange(chosen)}
        onBlur={item.field.onBlur}
        inputValue={typed}
        onInputChange={(_event, value) => setTyped(value)}
        // the server already kept the matches
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={items.isFetching}
        loadingText={t('common.loading')}
        noOptionsText={t(kind === 'course' ? 'assignments.item.noCourses' : 'assignments.item.noPaths')}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={item.field.ref}
            label={t(kind === 'course' ? 'assignments.item.course' : 'assignments.item.path')}
            required
            error={item.fieldState.invalid || items.isError}
            helperText={
              problemText(item.fieldState.error?.message) ??
              (items.isError ? t('assignments.item.failed') : t('assignments.item.hint'))
            }
          />
        )}
      />
    </Stack>
  );
}
