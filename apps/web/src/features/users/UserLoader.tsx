import type { UserDetail } from '@academy/domain';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { Problem } from '../../components/Problem';
import { errorKeyOf } from '../../lib/api';
import { useManagedUser } from './user-queries';

/** Loads a person for his page: a spinner, the failure with a retry, or "User not found". */
export function UserLoader({ userId, children }: { userId: string; children(user: UserDetail): ReactNode }) {
  const { t } = useTranslation();
  const user = useManagedUser(userId);
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    const key = errorKeyOf(user.error);
    if (key === 'user-not-found' || key === 'not-found' || key === 'validation-failed')
      return (
        <Problem
          title={t('errors.user-not-found')}
          message={t('users.notFoundHint')}
          action={
            <Button component={RouterLink} to="/users" variant="contained">
              {t('users.backToList')}
            </Button>
          }
        />
      );
    return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  }
  return children(user.data);
}
