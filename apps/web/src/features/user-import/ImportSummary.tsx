import type { ImportResult } from '@academy/domain';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportStep } from './useImportRun';

/**
 * The counts of a check ("3 new, 1 updated, 4 unchanged, 2 refused") or of an import ("3
 * created, 1 updated, 4 unchanged, 2 refused"), and how many rows the check accepted that the
 * import refused.
 */
export function ImportSummary({
  results,
  step,
  checked,
}: {
  results: ImportResult[];
  step: ImportStep;
  checked?: ImportResult[];
}) {
  const { t } = useTranslation();
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const { outcome } of results) counts[outcome === 'new' ? 'created' : outcome] += 1;
  const acceptedBefore = new Set((checked ?? []).filter((r) => r.outcome !== 'refused').map((r) => r.line));
  const changed = results.filter((r) => r.outcome === 'refused' && acceptedBefore.has(r.line)).length;
  return (
    <Alert severity={counts.refused > 0 ? 'warning' : 'success'} role="status" data-testid="import-summary">
      {t(step === 'check' ? 'userImport.checkSummary' : 'userImport.applySummary', counts)}
      {changed > 0 && ` ${t('userImport.changedCount', { count: changed })}`}
    </Alert>
  );
}
