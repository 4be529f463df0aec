import { reportCalls } from '@academy/domain';
import { MenuBook } from '@mui/icons-material';
import {
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { download } from '../../lib/api';
import { useFileDownload } from '../../lib/file-download';
import { localized } from '../../lib/localized';
import { useStudentReport } from './api';
import { courseReportPath } from './links';
import { PackageLessonsTable } from './PackageLessonsTable';
import { ReportHeader } from './ReportHeader';
import { StandingCells, StandingHeaders } from './StandingCells';

/** /{route}/reports/by-student/:id: one learner of the asker and every course he has opened. */
export default function StudentReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const report = useStudentReport(id);
  const file = useFileDownload();

  if (report.isPending) return <PageSpinner />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { student, courses } = report.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <ReportHeader
        title={t('reports.studentReport', { name: student.name })}
        back="/reports/students"
        action={
          <DownloadButton
            label={t('reports.download')}
            busy={file.busy}
            onClick={() =>
              file.start(
                () => download(reportCalls.studentDownload, { query: { id } }),
                'learner-report.xlsx',
              )
            }
          />
        }
      />
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[student.email, student.master].filter(Boolean).join(' · ')}
      </Typography>
      <Typography>
        {t('reports.studentSummary', {
          enrolled: student.enrolled,
          completed: student.completed,
          certificates: student.certificates,
        })}
      </Typography>
      {courses.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState icon={<MenuBook />} title={t('reports.noCoursesOpened')} />
        </Paper>
      ) : (
        <Paper variant="outlined">
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('reports.coursesOf', { name: student.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.course')}</TableCell>
                  <StandingHeaders />
                  <TableCell>{t('reports.lastActivity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {courses.map((course) => (
                  <TableRow key={course._id} hover>
                    <TableCell component="th" scope="row" sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={courseReportPath(course._id)}>
                        {localized(course.title, i18n.language)}
                      </Link>
                    </TableCell>
                    <StandingCells standing={course} />
                    <TableCell>{new Date(course.lastActivityAt).toLocaleDateString(i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <PackageLessonsTable name={student.name} courses={courses} />
    </Stack>
  );
}
