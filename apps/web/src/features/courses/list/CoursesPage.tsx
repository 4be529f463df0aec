import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DOCUMENT_TITLE_ATTRIBUTE } from '../../../components/DocumentTitle';
import { SearchField } from '../../../components/SearchField';
import type { PageModule } from '../../../lib/lazy-page';
import { useSession } from '../../../lib/session';
import { courseListQuery } from '../api';
import { CertificateList } from './CertificateList';
import { CourseGrid } from './CourseGrid';
import { CourseTabs, tabOfPath } from './CourseTabs';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** What an address shows: the tab its path names, and the search and page its query holds. */
const shownAt = (pathname: string, query: URLSearchParams) => ({
  tab: tabOfPath(pathname),
  search: query.get('search') ?? '',
  page: pageOf(query.get('page')),
});

/** The list the page shows first, asked as soon as its code arrives on a first visit. */
export const firstQueries: PageModule['firstQueries'] = (client, { pathname, search }) => {
  const { tab, ...list } = shownAt(pathname, search);
  if (tab !== 'certificates') void client.prefetchQuery(courseListQuery(client, { tab, ...list }));
};

/**
 * /courses, /courses/my-courses and /courses/my-certificates: one page whose tab follows the
 * address. The search and the page number live in the query, so back and forward keep them.
 * An admin sees `adminActions` (creating and ordering courses) beside the title.
 */
export function CoursesPage({ adminActions }: { adminActions: ReactNode }) {
  const { t } = useTranslation();
  const isAdmin = useSession().user?.type === 'admin';
  const [params, setParams] = useSearchParams();
  const { tab, search, page } = shownAt(useLocation().pathname, params);

  const goToPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  const searchFor = (text: string) => setParams(text ? { search: text } : {}, { replace: true });

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, mb: 1 }}
      >
        <Typography
          component="h1"
          variant="h5"
          // the tabs share this heading: the browser's title names the tab too
          {...{
            [DOCUMENT_TITLE_ATTRIBUTE]:
              tab === 'all' ? undefined : t('courses.tabTitle', { tab: t(`courses.tabs.${tab}`) }),
          }}
        >
          {t('courses.title')}
        </Typography>
        {isAdmin && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {adminActions}
          </Stack>
        )}
      </Stack>
      <CourseTabs tab={tab} />
      {tab === 'certificates' ? (
        <CertificateList page={page} onPage={goToPage} />
      ) : (
        <>
          <SearchField key={tab} value={search} onSearch={searchFor} label={t('courses.search')} />
          <Stack sx={{ mt: 2 }}>
            <CourseGrid key={tab} tab={tab} search={search} page={page} onPage={goToPage} />
          </Stack>
        </>
      )}
    </>
  );
}
