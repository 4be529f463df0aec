import type { LearningPathStatus } from '@academy/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Draft or published, in words (colour alone would not say it). */
export function PathStatusChip({ status }: { status: LearningPathStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'published' ? 'success' : 'default'}
      label={t(`learningPaths.status.${status}`)}
    />
  );
}
