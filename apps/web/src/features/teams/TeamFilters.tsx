import type { TeamStatus } from '@academy/domain';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 350;

/** The list's search by name and its status filter; the search is sent once typing pauses. */
export function TeamFilters({
  search,
  status,
  onSearch,
  onStatus,
}: {
  search: string;
  status: TeamStatus | '';
  onSearch(search: string): void;
  onStatus(status: TeamStatus | ''): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== search) onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // the address changed (back, forward): show its search
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <TextField
        type="search"
        size="small"
        label={t('teams.search')}
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
      <TextField
        select
        size="small"
        label={t('teams.statusFilter')}
        value={status}
        onChange={(event) => onStatus(event.target.value as TeamStatus | '')}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('teams.anyStatus')}</MenuItem>
        <MenuItem value="enabled">{t('teams.status.enabled')}</MenuItem>
        <MenuItem value="disabled">{t('teams.status.disabled')}</MenuItem>
      </TextField>
    </Stack>
  );
}
