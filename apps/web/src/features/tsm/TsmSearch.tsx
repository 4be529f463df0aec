import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 350;

/** The search of the TSM list by name or email, sent once typing pauses. */
export function TsmSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== search) onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('tsm.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
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
