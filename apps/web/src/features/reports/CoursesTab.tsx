import type { ReportCourse } from '@academy/domain';
import { MenuBook, SearchOff } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { SearchField } from '../../components/SearchField';
import { useListAddress } from '../../lib/list-address';
import { useLiveFigures, useReportCourses } from './api';
import { CourseFiguresTable } from './CourseFiguresTable';

const PAGE_SIZE = 10;

/** The reports' course list: each course's figures, read again while the page is open. */
export function CoursesTab() {
  const { t, i18n } = useTranslation();
  const address = useListAddress();
  const courses = useReportCourses({
    page: address.page,
    limit: PAGE_SIZE,
    ...(address.search && { search: address.search }),
  });
  const ids = courses.data?.items.map((course) => course._id) ?? [];
  const live = useLiveFigures(ids);
  const liveById = new Map(live.data?.items.map((item) => [item._id, item.figures]));
  const figuresOf = (course: ReportCourse) => liveById.get(course._id) ?? course.figures;
  const label = t('reports.tabs.courses');

  return (
    <Stack sx={{ gap: 2 }}>
      <SearchField value={address.search} onSearch={address.searchFor} label={t('reports.searchCourses')} />
      {courses.isPending ? (
        <PageSpinner />
      ) : courses.isError && !courses.data ? (
        <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={address.search ? <SearchOff /> : <MenuBook />}
            title={t(address.search ? 'reports.noCourseMatches' : 'reports.noCourses')}
          />
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {live.data
              ? t('reports.liveAt', {
                  time: new Date(live.data.at).toLocaleTimeString(i18n.language),
                })
              : t('reports.live')}
          </Typography>
          <Paper variant="outlined" aria-busy={courses.isPlaceholderData}>
            <CourseFiguresTable courses={courses.data.items} figuresOf={figuresOf} label={label} />
          </Paper>
          <ListPagination
            total={courses.data.total}
            pageSize={PAGE_SIZE}
            page={address.page}
            onPage={address.goToPage}
          />
        </>
      )}
    </Stack>
  );
}
