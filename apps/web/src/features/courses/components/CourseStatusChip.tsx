import type { CourseStatus } from '@academy/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Draft or published, as admins see it on courses. */
export function CourseStatusChip({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'published' ? 'success' : 'default'}
      label={t(`courses.status.${status}`)}
    />
  );
}
