import { Groups, SearchOff } from '@mui/icons-material';
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
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListPagination } from '../../components/ListPagination';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useListAddress } from '../../lib/list-address';
import { useReportStudents } from './api';
import { chosenLearnerFilters, LearnerFilters } from './LearnerFilters';
import { studentReportPath } from './links';

const PAGE_SIZE = 20;
const FIGURES = ['enrolled', 'completed', 'certificates'] as const;

/** The reports' learners: each with his courses opened and completed and his certificates. */
export function StudentsTab() {
  const { t, i18n } = useTranslation();
  const address = useListAddress();
  const filters = chosenLearnerFilters(address);
  const students = useReportStudents({
    page: address.page,
    limit: PAGE_SIZE,
    ...filters,
  });
  const filtered = Object.keys(filters).length > 0;
  const number = new Intl.NumberFormat(i18n.language);
  const label = t('reports.tabs.students');

  return (
    <Stack sx={{ gap: 2 }}>
      <LearnerFilters address={address} />
      {students.isPending ? (
        <PageSpinner />
      ) : students.isError && !students.data ? (
        <LoadError error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={filtered ? <SearchOff /> : <Groups />}
            title={t(filtered ? 'reports.noLearnerMatches' : 'reports.noLearners')}
          />
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('reports.learnersTotal', { count: students.data.total })}
          </Typography>
          <Paper variant="outlined" aria-busy={students.isPlaceholderData}>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('reports.name')}</TableCell>
                    <TableCell>{t('reports.email')}</TableCell>
                    <TableCell>{t('reports.distributor')}</TableCell>
                    {FIGURES.map((figure) => (
                      <TableCell key={figure} align="right">
                        {t(`reports.figures.${figure}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.data.items.map((student) => (
                    <TableRow key={student._id} hover>
                      <TableCell component="th" scope="row" sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                        <Link component={RouterLink} to={studentReportPath(student._id)}>
                          {student.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{student.email}</TableCell>
                      <TableCell>{student.master ?? '—'}</TableCell>
                      {FIGURES.map((figure) => (
                        <TableCell key={figure} align="right">
                          {number.format(student[figure])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <ListPagination
            total={students.data.total}
            pageSize={PAGE_SIZE}
            page={address.page}
            onPage={address.goToPage}
          />
        </>
      )}
    </Stack>
  );
}
