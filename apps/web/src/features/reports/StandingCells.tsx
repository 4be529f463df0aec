import type { ReportCourseLearner } from '@academy/domain';
import { TableCell } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatProgress } from '../../lib/progress-format';

type Standing = Pick<ReportCourseLearner, 'progress' | 'state' | 'attempts' | 'bestScore' | 'certifiedAt'>;

/** The headers of the cells below, in their order. */
export function StandingHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <TableCell align="right">{t('reports.progress')}</TableCell>
      <TableCell>{t('reports.stateLabel')}</TableCell>
      <TableCell align="right">{t('reports.attempts')}</TableCell>
      <TableCell align="right">{t('reports.bestScore')}</TableCell>
      <TableCell>{t('reports.certifiedAt')}</TableCell>
    </>
  );
}

/** Where a learner stands in a course: progress, status, attempts, best score, certificate date. */
export function StandingCells({ standing }: { standing: Standing }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TableCell align="right">{formatProgress(standing.progress, i18n.language)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`reports.state.${standing.state}`)}</TableCell>
      <TableCell align="right">{standing.attempts}</TableCell>
      <TableCell align="right">
        {standing.bestScore === null ? '—' : formatProgress(standing.bestScore, i18n.language)}
      </TableCell>
      <TableCell>{standing.certifiedAt ? formatDate(standing.certifiedAt) : '—'}</TableCell>
    </>
  );
}
