import type { TeamStatus } from '@academy/domain';
import { Add, Groups } from '@mui/icons-material';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { QueryList } from '../../components/QueryList';
import { useListAddress } from '../../lib/list-address';
import { useTeamList } from './api';
import { TeamFilters } from './TeamFilters';
import { TeamRow } from './TeamRow';
import { useRemoveTeamFlow } from './useRemoveTeamFlow';

const PAGE_SIZE = 20;

const statusOf = (value: string | null): TeamStatus | '' =>
  value === 'enabled' || value === 'disabled' ? value : '';

/**
 * /teams: the teams in the user's scope by name. The search, status and page live in the
 * address, so back and forward keep them.
 */
export default function TeamsPage() {
  const { t } = useTranslation();
  const { search, page, filter, setFilter, goToPage } = useListAddress();
  const status = statusOf(filter('status'));
  const teams = useTeamList({
    page,
    limit: PAGE_SIZE,
    ...(search && { search }),
    ...(status && { status }),
  });
  const remove = useRemoveTeamFlow();

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
        onSearch={(text) => setFilter('search', text)}
        onStatus={(value) => setFilter('status', value)}
      />
      <QueryList
        query={teams}
        itemsOf={(data) => data.items}
        label={t('teams.title')}
        empty={{
          icon: <Groups />,
          title: t(filtered ? 'teams.noMatch' : 'teams.empty'),
          hint: t(filtered ? 'teams.noMatchHint' : 'teams.emptyHint'),
        }}
        total={(data) => t('teams.total', { count: data.total })}
        after={(data) => (
          <ListPagination total={data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        )}
      >
        {(team) => (
          <TeamRow key={team._id} team={team} busy={remove.busy} onRemove={(item) => void remove.ask(item)} />
        )}
      </QueryList>
    </Stack>
  );
}
