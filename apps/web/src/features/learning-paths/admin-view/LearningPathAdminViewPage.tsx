import { type LearningPathDetail, type LearningPathPeopleQuery, learningPathCalls } from '@academy/domain';
import { Groups, SearchOff } from '@mui/icons-material';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadButton } from '../../../components/DownloadButton';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { SearchField } from '../../../components/SearchField';
import { download } from '../../../lib/api';
import { useFileDownload } from '../../../lib/file-download';
import { useListAddress } from '../../../lib/list-address';
import { usePathPeople } from '../api';
import { PathLoader } from '../PathLoader';
import { usePathText } from '../usePathText';
import { PeopleTable } from './PeopleTable';

const PAGE_SIZE = 20;

type PersonState = NonNullable<LearningPathPeopleQuery['state']>;
const stateOf = (value: string | null): PersonState | '' =>
  value === 'completed' || value === 'not-completed' ? value : '';

/** /learning-paths/admin/view/:id: who is on the path (in the asker's scope) and how far. */
export default function LearningPathAdminViewPage() {
  const { id = '' } = useParams();
  return <PathLoader pathId={id}>{(path) => <PathPeople path={path} />}</PathLoader>;
}

function PathPeople({ path }: { path: LearningPathDetail }) {
  const { t } = useTranslation();
  const text = usePathText();
  const title = text(path.title);
  const { search, page, filter, setFilter, searchFor, goToPage } = useListAddress();
  const state = stateOf(filter('state'));
  const people = usePathPeople(path._id, {
    page,
    limit: PAGE_SIZE,
    ...(search && { search }),
    ...(state && { state }),
  });
  const filtered = search !== '' || state !== '';
  const label = t('learningPaths.people.of', { title });
  const file = useFileDownload();

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: '/learning-paths', label: t('learningPaths.title') }]}
        title={label}
        actions={
          <DownloadButton
            label={t('learningPaths.people.download')}
            busy={file.busy}
            onClick={() =>
              file.start(
                () =>
                  download(learningPathCalls.peopleDownload, {
                    params: { id: path._id },
                    query: { ...(search && { search }), ...(state && { state }) },
                  }),
                'learning-path-people.xlsx',
              )
            }
          />
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SearchField value={search} onSearch={searchFor} label={t('learningPaths.people.search')} />
        <TextField
          select
          size="small"
          label={t('learningPaths.people.state')}
          value={state}
          onChange={(event) => setFilter('state', event.target.value)}
          // "Everyone" shows as the choice made, not as an empty field
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">{t('learningPaths.people.anyState')}</MenuItem>
          <MenuItem value="completed">{t('learningPaths.people.onlyCompleted')}</MenuItem>
          <MenuItem value="not-completed">{t('learningPaths.people.onlyNotCompleted')}</MenuItem>
        </TextField>
      </Stack>
      {people.isPending ? (
        <PageSpinner />
      ) : people.isError && !people.data ? (
        <LoadError error={people.error} onRetry={() => void people.refetch()} />
      ) : people.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={filtered ? <SearchOff /> : <Groups />}
            title={t(filtered ? 'learningPaths.people.noMatch' : 'learningPaths.people.empty')}
            hint={t(filtered ? 'learningPaths.people.noMatchHint' : 'learningPaths.people.emptyHint')}
          />
        </Paper>
      ) : (
        <>
          {people.isError && <LoadError error={people.error} onRetry={() => void people.refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status">
            {t('learningPaths.people.total', { count: people.data.total })}
          </Typography>
          <Paper variant="outlined" aria-busy={people.isPlaceholderData}>
            <PeopleTable people={people.data.items} label={label} />
          </Paper>
          <ListPagination total={people.data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        </>
      )}
    </Stack>
  );
}
