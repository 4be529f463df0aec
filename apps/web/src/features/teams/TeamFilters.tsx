import type { TeamStatus } from '@academy/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/SearchField';

/** The list's search by name (sent once typing pauses) and its status filter. */
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
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <SearchField value={search} onSearch={onSearch} label={t('teams.search')} />
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
