import type { SessionUser, UserListItem } from '@academy/domain';
import { People } from '@mui/icons-material';
import { Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DOCUMENT_TITLE_ATTRIBUTE } from '../../components/DocumentTitle';
import { KeysetPager } from '../../components/KeysetPager';
import { NotFoundPage } from '../../components/NotFoundPage';
import { QueryStates } from '../../components/QueryStates';
import { type KeysetMove, keysetOf, movedKeyset, withoutKeyset } from '../../lib/keyset-paging';
import { useSession } from '../../lib/session';
import { UserCards } from './UserCards';
import { UserFilters } from './UserFilters';
import { UsersPageActions } from './UsersPageActions';
import { UsersTable } from './UsersTable';
import { UserTabs } from './UserTabs';
import { useRemoveUserFlow } from './useRemoveUserFlow';
import { filtersOf, isFiltered, listQueryOf, type UserFilterName, withFilter } from './user-list-filters';
import { useUserList } from './user-queries';
import { tabOfPath, type UserTab } from './user-tabs';

const PAGE_SIZE = 20;

/**
 * /users and its tabs per type (/users/student...): the people in the asker's scope, newest
 * first. The tab is the address; the search, filters and page position are in its query, so a
 * reload or a shared link shows the same list.
 */
export default function UsersPage() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const tab = user && tabOfPath(pathname, user.scope.peopleTypes);
  if (!user || !tab) return <NotFoundPage />;
  return <UsersList asker={user} tab={tab} />;
}

function UsersList({ asker, tab }: { asker: SessionUser; tab: UserTab }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const position = keysetOf(params);
  const users = useUserList(listQueryOf(tab, filters, position, PAGE_SIZE));
  const remove = useRemoveUserFlow();
  // a page emptied meanwhile (its last people removed): back to the first page rather than "no one"
  const stranded = users.data?.items.length === 0 && Object.keys(position).length > 0;
  useEffect(() => {
    if (stranded) setParams((current) => withoutKeyset(current), { replace: true });
  }, [stranded, setParams]);

  /** A new search or filter starts again from the first page. */
  const filterBy = (name: UserFilterName, value: string) =>
    setParams((current) => withoutKeyset(withFilter(current, name, value)), { replace: true });
  const move = (to: KeysetMove) => {
    if (!users.data) return;
    const page = users.data;
    setParams((current) => movedKeyset(current, to, page));
    window.scrollTo({ top: 0 });
  };
  const askRemove = (person: UserListItem) => void remove.ask(person);
  const filtered = isFiltered(filters);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ fontWeight: 600 }}
          tabIndex={-1}
          // the tabs share this heading: the browser's title names the tab too
          {...{
            [DOCUMENT_TITLE_ATTRIBUTE]:
              tab === 'all' ? undefined : t('users.tabTitle', { tab: t(`users.tabs.${tab}`) }),
          }}
        >
          {t('users.title')}
        </Typography>
        <UsersPageActions />
      </Stack>
      <UserTabs tab={tab} peopleTypes={asker.scope.peopleTypes} />
      <UserFilters asker={asker} filters={filters} onFilter={filterBy} />
      <QueryStates
        query={users}
        isEmpty={(data) => data.items.length === 0}
        framed
        empty={{
          icon: <People />,
          title: t(filtered ? 'users.noMatch' : 'users.empty'),
          hint: t(filtered ? 'users.noMatchHint' : 'users.emptyHint'),
        }}
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {t('users.total', { count: data.total })}
            </Typography>
            {phone ? (
              <UserCards users={data.items} busy={remove.busy} onRemove={askRemove} />
            ) : (
              <UsersTable users={data.items} busy={remove.busy} onRemove={askRemove} />
            )}
            <KeysetPager page={data} onMove={move} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
