import type { LearningPathPerson } from '@academy/domain';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatProgress } from '../../../lib/progress-format';

/** The people on a path, one row each: who, how many courses done, how far, and when completed. */
export function PeopleTable({ people, label }: { people: readonly LearningPathPerson[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    // a phone scrolls the table sideways inside its box, never the page
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('learningPaths.people.name')}</TableCell>
            <TableCell>{t('learningPaths.people.email')}</TableCell>
            <TableCell>{t('learningPaths.people.distributor')}</TableCell>
            <TableCell align="right">{t('learningPaths.people.courses')}</TableCell>
            <TableCell align="right">{t('learningPaths.people.percent')}</TableCell>
            <TableCell>{t('learningPaths.people.completed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person._id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {person.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{person.email}</TableCell>
              <TableCell>{person.master ?? '—'}</TableCell>
              <TableCell align="right">
                {t('learningPaths.people.coursesOf', { completed: person.completed, total: person.total })}
              </TableCell>
              <TableCell align="right">{formatProgress(person.percent, i18n.language)}</TableCell>
              <TableCell>
                {person.complete ? (
                  <Typography variant="body2" color="success.main" component="span">
                    {person.completedAt
                      ? t('learningPaths.people.completedOn', { date: formatDate(person.completedAt) })
                      : t('learningPaths.completed')}
                  </Typography>
                ) : (
                  t('learningPaths.people.notYet')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
