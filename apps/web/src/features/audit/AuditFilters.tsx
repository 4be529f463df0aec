import { DAY_BOUNDS } from '@academy/domain';
import { Close } from '@mui/icons-material';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/SearchField';
import type { AuditFilterValues } from './audit-filters';
import { useActionLabel } from './useActionLabel';

/**
 * The log's filters: a person (part of a name or email; or the one picked from an entry, shown
 * as a chip), an action, and the first and last day.
 */
export function AuditFilters({
  filters,
  actions,
  personName,
  onChange,
}: {
  filters: AuditFilterValues;
  actions: string[];
  /** the name of the person picked from an entry, when his entries show */
  personName: string | null;
  onChange(name: keyof AuditFilterValues, value: string): void;
}) {
  const { t } = useTranslation();
  const actionLabel = useActionLabel();
  // an action from the address that the log no longer offers is still shown as chosen
  const offered =
    filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : actions;

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
        <SearchField
          label={t('audit.filters.search')}
          value={filters.search}
          onSearch={(search) => onChange('search', search)}
        />
        <TextField
          select
          size="small"
          label={t('audit.filters.action')}
          value={filters.action}
          onChange={(event) => onChange('action', event.target.value)}
          sx={{ width: { xs: '100%', md: 240 } }}
        >
          <MenuItem value="">{t('audit.filters.anyAction')}</MenuItem>
          {offered.map((action) => (
            <MenuItem key={action} value={action}>
              {actionLabel(action)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('audit.filters.from')}
          value={filters.from}
          onChange={(event) => onChange('from', event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: DAY_BOUNDS.first, max: filters.to || DAY_BOUNDS.last },
          }}
          sx={{ width: { xs: '100%', md: 180 } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('audit.filters.to')}
          value={filters.to}
          onChange={(event) => onChange('to', event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: filters.from || DAY_BOUNDS.first, max: DAY_BOUNDS.last },
          }}
          sx={{ width: { xs: '100%', md: 180 } }}
        />
      </Stack>
      {filters.person && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.filters.personOnly', { name: personName ?? t('audit.filters.chosenPerson') })}
          </Typography>
          <Button size="small" startIcon={<Close />} onClick={() => onChange('person', '')}>
            {t('audit.filters.everyone')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
