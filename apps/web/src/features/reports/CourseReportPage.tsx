import { reportCalls } from '@academy/domain';
import { Groups, SearchOff } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { download } from '../../lib/api';
import { useFileDownload } from '../../lib/file-download';
import { useListAddress } from '../../lib/list-address';
import { localized } from '../../lib/localized';
import { useCourseReport } from './api';
import { CourseLearnersTable } from './CourseLearnersTable';
import { FigureChips } from './FigureChips';
import { chosenLearnerFilters, LearnerFilters } from './LearnerFilters';
import { ReportHeader } from './ReportHeader';

const PAGE_SIZE = 20;

/** /{route}/reports/by-course/:id: a course's figures and every learner of the asker on it. */
export default function CourseReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const address = useListAddress();
  const filters = chosenLearnerFilters(address, ['state']);
  const report = useCourseReport(id, { page: address.page, limit: PAGE_SIZE, ...filters });
  const file = useFileDownload();

  if (report.isPending) return <PageSpinner />;
  if (report.isError && !report.data)
    return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { course, learners, packageLessons } = report.data;
  const title = localized(course.title, i18n.language);
  const filtered = Object.keys(filters).length > 0;
  return (
    <Stack sx={{ gap: 2 }}>
      <ReportHeader
        title={t('reports.courseReport', { title })}
        back="/reports"
        action={
          <DownloadButton
            label={t('reports.download')}
            busy={file.busy}
            onClick={() =>
              file.start(
                () => download(reportCalls.courseDownload, { query: { id, ...filters } }),
                'course-report.xlsx',
              )
            }
          />
        }
      />
      <FigureChips figures={course.figures} />
      <LearnerFilters address={address} withState />
      {learners.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={filtered ? <SearchOff /> : <Groups />}
            title={t(filtered ? 'reports.noLearnerMatches' : 'reports.noLearnersOnCourse')}
          />
        </Paper>
      ) : (
        <>
          {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
          <Typography variant="body2" color="text.secondary" role="status">
            {t('reports.learnersTotal', { count: learners.total })}
          </Typography>
          <Paper variant="outlined" aria-busy={report.isPlaceholderData}>
            <CourseLearnersTable title={title} learners={learners.items} packageLessons={packageLessons} />
          </Paper>
          <ListPagination
            total={learners.total}
            pageSize={PAGE_SIZE}
            page={address.page}
            onPage={address.goToPage}
          />
        </>
      )}
    </Stack>
  );
}
