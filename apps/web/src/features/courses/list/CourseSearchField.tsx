import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 350;

/** Search by course title: `onSearch` gets the trimmed text once typing pauses. */
export function CourseSearchField({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);
  // the address changed (back, forward): show its search
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      label={t('courses.search')}
      size="small"
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
