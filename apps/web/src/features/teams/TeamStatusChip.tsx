import type { TeamStatus } from '@academy/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A team's status, in words (colour alone would not say it). */
export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`teams.status.${status}`)}
      color={status === 'enabled' ? 'success' : 'default'}
      variant="outlined"
    />
  );
}
