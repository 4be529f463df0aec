import type { LearningPathDetail } from '@academy/domain';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { Problem } from '../../components/Problem';
import { errorKeyOf } from '../../lib/api';
import { usePath } from './api';

/** A path the asker may not see answers 404 like a missing one; a malformed id answers 400. */
const isMissingPath = (error: unknown) => ['not-found', 'validation-failed'].includes(errorKeyOf(error));

/** Loads a learning path for its page: a spinner, the failure with a retry, or "not found". */
export function PathLoader({
  pathId,
  children,
}: {
  pathId: string;
  children(path: LearningPathDetail): ReactNode;
}) {
  const { t } = useTranslation();
  const path = usePath(pathId);
  if (path.isPending) return <PageSpinner />;
  if (path.isError) {
    if (isMissingPath(path.error))
      return (
        <Problem
          title={t('learningPaths.notFound')}
          message={t('learningPaths.notFoundHint')}
          action={
            <Button component={RouterLink} to="/learning-paths" variant="contained">
              {t('learningPaths.backToList')}
            </Button>
          }
        />
      );
    return <LoadError error={path.error} onRetry={() => void path.refetch()} />;
  }
  return children(path.data);
}
