import type { CourseFigures, ReportCourse } from '@academy/domain';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localized } from '../../lib/localized';
import { formatProgress } from '../../lib/progress-format';
import { courseReportPath } from './links';

const FIGURES = ['enrolled', 'inProgress', 'completed', 'certified'] as const;

/** The courses of a report, one row each with its figures; `figuresOf` gives the freshest ones. */
export function CourseFiguresTable({
  courses,
  figuresOf,
  label,
}: {
  courses: readonly ReportCourse[];
  figuresOf(course: ReportCourse): CourseFigures;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    // a phone scrolls the table sideways inside its box, never the page
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.course')}</TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure} align="right">
                {t(`reports.figures.${figure}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('reports.figures.averageScore')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((course) => {
            const figures = figuresOf(course);
            const title = localized(course.title, i18n.language);
            return (
              <TableRow key={course._id} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={courseReportPath(course._id)}>
                    {title}
                  </Link>
                  {course.status === 'draft' && ` (${t('reports.draft')})`}
                </TableCell>
                {FIGURES.map((figure) => (
                  <TableCell key={figure} align="right">
                    {number.format(figures[figure])}
                  </TableCell>
                ))}
                <TableCell align="right">
                  {figures.averageScore === null ? '—' : formatProgress(figures.averageScore, i18n.language)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
