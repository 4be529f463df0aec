import { Add, Route, SearchOff } from '@mui/icons-material';
import { Box, Button, List, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { SearchField } from '../../../components/SearchField';
import { useListAddress } from '../../../lib/list-address';
import { useSession } from '../../../lib/session';
import { usePathList } from '../api';
import { PATH_CREATE_PATH } from '../path-links';
import { canEditPaths, isLearner } from '../path-roles';
import { useRemovePathFlow } from '../useRemovePathFlow';
import { PathCard } from './PathCard';
import { PathRow } from './PathRow';

const PAGE_SIZE = 12;

/**
 * /learning-paths: a learner's paths as cards with his progress; for admins, tsms and masters a
 * list with each path's status and what they may do with it. The search and page live in the
 * address.
 */
export default function LearningPathsPage() {
  const { t } = useTranslation();
  const type = useSession().user?.type;
  const learner = isLearner(type);
  const canEdit = canEditPaths(type);
  const { search, page, searchFor, goToPage } = useListAddress();
  const paths = usePathList({ page, limit: PAGE_SIZE, ...(search && { search }) });
  const remove = useRemovePathFlow();

  const emptyHint = learner ? 'learningPaths.emptyLearnerHint' : 'learningPaths.emptyHint';
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} tabIndex={-1}>
          {t('learningPaths.title')}
        </Typography>
        {canEdit && (
          <Button component={RouterLink} to={PATH_CREATE_PATH} variant="contained" startIcon={<Add />}>
            {t('learningPaths.create')}
          </Button>
        )}
      </Stack>
      <SearchField value={search} onSearch={searchFor} label={t('learningPaths.search')} />
      {paths.isPending ? (
        <PageSpinner />
      ) : paths.isError && !paths.data ? (
        <LoadError error={paths.error} onRetry={() => void paths.refetch()} />
      ) : paths.data.items.length === 0 ? (
        <Paper variant="outlined">
          {search ? (
            <EmptyState
              icon={<SearchOff />}
              title={t('learningPaths.noMatch', { search })}
              hint={t('learningPaths.noMatchHint')}
            />
          ) : (
            <EmptyState icon={<Route />} title={t('learningPaths.empty')} hint={t(emptyHint)} />
          )}
        </Paper>
      ) : (
        <>
          {paths.isError && <LoadError error={paths.error} onRetry={() => void paths.refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status">
            {t('learningPaths.total', { count: paths.data.total })}
          </Typography>
          {learner ? (
            <Box
              component="ul"
              aria-label={t('learningPaths.title')}
              aria-busy={paths.isPlaceholderData}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
                '& > li': { minWidth: 0 },
              }}
            >
              {paths.data.items.map((path) => (
                <li key={path._id}>
                  <PathCard path={path} />
                </li>
              ))}
            </Box>
          ) : (
            <Paper variant="outlined">
              <List disablePadding aria-label={t('learningPaths.title')} aria-busy={paths.isPlaceholderData}>
                {paths.data.items.map((path) => (
                  <PathRow
                    key={path._id}
                    path={path}
                    canEdit={canEdit}
                    busy={remove.busy}
                    onRemove={(item) => void remove.ask(item)}
                  />
                ))}
              </List>
            </Paper>
          )}
          <ListPagination total={paths.data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        </>
      )}
    </Stack>
  );
}
