import type { TeamStatus } from '@academy/domain';
import { Add, Groups } from '@mui/icons-material';
import { Button, List, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useTeamList } from './api';
import { TeamFilters } from './TeamFilters';
import { TeamRow } from './TeamRow';
import { useRemoveTeamFlow } from './useRemoveTeamFlow';

const PAGE_SIZE = 20;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};
const statusOf = (value: string | null): TeamStatus | '' =>
  value === 'enabled' || value === 'disabled' ? value : '';

/**
 * /teams: the teams in the user's scope by name. The search, status and page live in the
 * address, so back and forward keep them.
 */
export default function TeamsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const teams = useTeamList({
    page,
    limit: PAGE_SIZE,
    ...(search && { search }),
    ...(status && { status }),
  });
  const remove = useRemoveTeamFlow();

  /** A new search or status starts again from the first page. */
  const filterBy = (name: 'search' | 'status', value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  const goToPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  const filtered = search !== '' || status !== '';

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} tabIndex={-1}>
          {t('teams.title')}
        </Typography>
        <Button component={RouterLink} to="/team/create" variant="contained" startIcon={<Add />}>
          {t('teams.create')}
        </Button>
      </Stack>
      <TeamFilters
        search={search}
        status={status}
        onSearch={(text) => filterBy('search', text)}
        onStatus={(value) => filterBy('status', value)}
      />
      {teams.isPending ? (
        <PageSpinner />
      ) : teams.isError ? (
        <LoadError error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<Groups />}
            title={t(filtered ? 'teams.noMatch' : 'teams.empty')}
            hint={t(filtered ? 'teams.noMatchHint' : 'teams.emptyHint')}
          />
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('teams.total', { count: teams.data.total })}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding aria-label={t('teams.title')}>
              {teams.data.items.map((team) => (
                <TeamRow
                  key={team._id}
                  team={team}
                  busy={remove.busy}
                  onRemove={(item) => void remove.ask(item)}
                />
              ))}
            </List>
          </Paper>
          <ListPagination total={teams.data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        </>
      )}
    </Stack>
  );
}
