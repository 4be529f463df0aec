import type { TeamDetail } from '@academy/domain';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { Problem } from '../../components/Problem';
import { errorKeyOf } from '../../lib/api';
import { useTeam } from './api';

/** Loads a team for its page: a spinner, the failure with a retry, or "Team not found". */
export function TeamLoader({ teamId, children }: { teamId: string; children(team: TeamDetail): ReactNode }) {
  const { t } = useTranslation();
  const team = useTeam(teamId);
  if (team.isPending) return <PageSpinner />;
  if (team.isError) {
    if (errorKeyOf(team.error) === 'team-not-found')
      return (
        <Problem
          title={t('errors.team-not-found')}
          message={t('teams.notFoundHint')}
          action={
            <Button component={RouterLink} to="/teams" variant="contained">
              {t('teams.backToList')}
            </Button>
          }
        />
      );
    return <LoadError error={team.error} onRetry={() => void team.refetch()} />;
  }
  return children(team.data);
}
