import { DAY_BOUNDS } from '@academy/domain';
import { Close } from '@mui/icons-material';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilterValues } from './audit-filters';
import { useActionLabel } from './useActionLabel';

/** Typing pauses this long before the log is searched. */
const SEARCH_DELAY_MS = 350;

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
  const [text, setText] = useState(filters.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== filters.search) onChange('search', text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // the address changed (back, forward): show its search
  useEffect(() => {
    setText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);
  // an action from the address that the log no longer offers is still shown as chosen
  const offered =
    filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : actions;

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          label={t('audit.filters.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ width: { xs: '100%', md: 280 } }}
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
