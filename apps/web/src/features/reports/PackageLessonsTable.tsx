import type { ReportStudentCourse } from '@academy/domain';
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { formatProgress } from '../../lib/progress-format';
import { formatDuration } from './duration';
import { courseReportPath } from './links';

/**
 * A learner's standing in the package lessons (SCORM, cmi5) of the courses he opened, one row
 * per lesson, course by course: status, attempts, best score, time over all attempts, last activity.
 * A section of its own under its heading; nothing when none of his courses has one.
 */
export function PackageLessonsTable({ name, courses }: { name: string; courses: ReportStudentCourse[] }) {
  const { t, i18n } = useTranslation();
  const heading = useId();
  const rows = courses.flatMap((course) => course.packages.map((lesson) => ({ course, lesson })));
  if (rows.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={heading} sx={{ gap: 1 }}>
      <Typography id={heading} variant="h6" component="h2">
        {t('reports.packageLessons')}
      </Typography>
      <Paper variant="outlined">
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('reports.packageLessonsOf', { name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.course')}</TableCell>
                <TableCell>{t('reports.lesson')}</TableCell>
                <TableCell>{t('reports.stateLabel')}</TableCell>
                <TableCell align="right">{t('reports.packageAttempts')}</TableCell>
                <TableCell align="right">{t('reports.bestScore')}</TableCell>
                <TableCell align="right">{t('reports.time')}</TableCell>
                <TableCell>{t('reports.lastActivity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ course, lesson }) => (
                <TableRow key={`${course._id}-${lesson.lessonId}`} hover>
                  <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={courseReportPath(course._id)}>
                      {localized(course.title, i18n.language)}
                    </Link>
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                    {localized(lesson.title, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(`reports.packageState.${lesson.status}`)}
                  </TableCell>
                  <TableCell align="right">{lesson.attempts}</TableCell>
                  <TableCell align="right">
                    {lesson.bestScore === null ? '—' : formatProgress(lesson.bestScore, i18n.language)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {lesson.attempts === 0 ? '—' : formatDuration(lesson.seconds, i18n.language)}
                  </TableCell>
                  <TableCell>{lesson.lastActivityAt ? formatDate(lesson.lastActivityAt) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
