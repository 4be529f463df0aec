import type { PackageStanding as Standing } from '@academy/domain';
import { Alert, type AlertColor } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The alert's colour: green once passed or completed without a verdict, red once failed. */
function severityOf({ completion, success }: Standing): AlertColor {
  if (success === 'failed') return 'error';
  if (success === 'passed' || completion === 'completed') return 'success';
  return 'info';
}

/**
 * Where the learner's attempt stands, in words: completion, the package's verdict and its score,
 * said again (politely) each time a commit changes it.
 */
export function PackageStanding({ standing }: { standing: Standing }) {
  const { t, i18n } = useTranslation();
  const parts = [t(`packagePlayer.completion.${standing.completion}`)];
  if (standing.success !== 'unknown') parts.push(t(`packagePlayer.success.${standing.success}`));
  if (standing.score !== null)
    parts.push(
      t('packagePlayer.score', {
        score: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(standing.score),
      }),
    );
  return (
    <Alert severity={severityOf(standing)} role="status" variant="outlined">
      {t('packagePlayer.standing', { standing: parts.join(' · ') })}
    </Alert>
  );
}
