import { IMPORT_OUTCOMES, type ImportOutcome, type ImportResult, type ImportRow } from '@academy/domain';
import {
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';

const PAGE_SIZE = 50;
const CHIP_COLOR = { new: 'success', updated: 'info', unchanged: 'default', refused: 'error' } as const;

interface Props {
  rows: ImportRow[];
  results: ImportResult[];
  /** the dry run's answers, once the file is applied: a row it accepted and the import refused is marked */
  checked?: ImportResult[];
}

/** Every row's answer, by line: the person, new / updated / unchanged / refused and why; filtered by answer, 50 a page. */
export function ImportResultList({ rows, results, checked }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ImportOutcome | ''>('');
  const [page, setPage] = useState(1);
  const rowOf = useMemo(() => new Map(rows.map((row) => [row.line, row])), [rows]);
  const checkedOf = useMemo(() => new Map((checked ?? []).map((result) => [result.line, result])), [checked]);
  const shown = filter ? results.filter((result) => result.outcome === filter) : results;
  const pageItems = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack sx={{ gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('userImport.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as ImportOutcome | '');
          setPage(1);
        }}
        sx={{ maxWidth: { sm: 260 } }}
      >
        <MenuItem value="">{t('userImport.filterAll')}</MenuItem>
        {IMPORT_OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {t(`userImport.outcomes.${outcome}`)}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined">
        <List dense aria-label={t('userImport.rows')}>
          {pageItems.map((result) => {
            const row = rowOf.get(result.line);
            const before = checkedOf.get(result.line);
            const changed = before && before.outcome !== 'refused' && result.outcome === 'refused';
            return (
              <ListItem key={result.line} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={t('userImport.rowTitle', {
                    line: result.line,
                    name: row?.name || '—',
                    email: row?.email || '—',
                  })}
                  secondary={
                    result.reason &&
                    [
                      t(`userImport.reasons.${result.reason}`),
                      changed ? t('userImport.changedSinceCheck') : '',
                    ]
                      .filter(Boolean)
                      .join(' ')
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ flex: '1 1 240px' }}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={CHIP_COLOR[result.outcome]}
                  label={t(`userImport.outcomes.${result.outcome}`)}
                />
              </ListItem>
            );
          })}
        </List>
        {pageItems.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('userImport.noneOfThese')}
          </Typography>
        )}
      </Paper>
      <ListPagination total={shown.length} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  );
}
