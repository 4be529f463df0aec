import type { ReportPackageLesson } from '@academy/domain';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatProgress } from '../../lib/progress-format';
import { formatDuration } from './duration';

type Standing = Pick<ReportPackageLesson, 'status' | 'attempts' | 'bestScore' | 'seconds'>;

/**
 * A learner's standing in a package lesson in a table cell: its status, then, once he has started
 * it, his best score, his time over all attempts and his attempts.
 */
export function PackageStanding({ standing }: { standing: Standing }) {
  const { t, i18n } = useTranslation();
  const details =
    standing.attempts === 0
      ? []
      : [
          ...(standing.bestScore === null
            ? []
            : [t('reports.packageBest', { score: formatProgress(standing.bestScore, i18n.language) })]),
          formatDuration(standing.seconds, i18n.language),
          t('reports.packageAttemptsCount', { count: standing.attempts }),
        ];
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {t(`reports.packageState.${standing.status}`)}
      </Typography>
      {details.length > 0 && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {details.join(' · ')}
        </Typography>
      )}
    </>
  );
}
