import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ProgressBar';
import type { ImportRun } from './useImportRun';

/** How far a check or an import has gone: the bar, and the rows answered of the file's. */
export function ImportProgress({ run }: { run: ImportRun }) {
  const { t, i18n } = useTranslation();
  const label = t(run.step === 'check' ? 'userImport.checking' : 'userImport.applying');
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ProgressBar value={run.total === 0 ? 100 : (run.done / run.total) * 100} label={label} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="import-progress">
        {t('userImport.progress', {
          done: run.done.toLocaleString(i18n.language),
          total: run.total.toLocaleString(i18n.language),
        })}
      </Typography>
    </Box>
  );
}
