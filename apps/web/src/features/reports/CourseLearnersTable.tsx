import type { ReportCourseLearner, ReportCourseView } from '@academy/domain';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localized } from '../../lib/localized';
import { studentReportPath } from './links';
import { PackageStanding } from './PackageStanding';
import { StandingCells, StandingHeaders } from './StandingCells';

/**
 * A course report's learners, one row each: who he is, where he stands in the course, and his
 * standing in each of its package lessons, a column each in the course's order.
 */
export function CourseLearnersTable({
  title,
  learners,
  packageLessons,
}: {
  /** the course's title in the reader's language */
  title: string;
  learners: ReportCourseLearner[];
  packageLessons: ReportCourseView['packageLessons'];
}) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('reports.learnersOf', { title })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.name')}</TableCell>
            <TableCell>{t('reports.email')}</TableCell>
            <TableCell>{t('reports.distributor')}</TableCell>
            <StandingHeaders />
            {packageLessons.map((lesson) => (
              <TableCell key={lesson._id} sx={{ minWidth: 140 }}>
                {localized(lesson.title, i18n.language)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {learners.map((learner) => {
            const standings = new Map(learner.packages.map((item) => [item.lessonId, item]));
            return (
              <TableRow key={learner._id} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={studentReportPath(learner._id)}>
                    {learner.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{learner.email}</TableCell>
                <TableCell>{learner.master ?? '—'}</TableCell>
                <StandingCells standing={learner} />
                {packageLessons.map((lesson) => {
                  const standing = standings.get(lesson._id);
                  return (
                    <TableCell key={lesson._id}>
                      {standing ? <PackageStanding standing={standing} /> : '—'}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
