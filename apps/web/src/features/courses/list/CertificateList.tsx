import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link, List, ListItem, ListItemIcon, ListItemText, Paper, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/format-date';
import { COURSE_PAGE_SIZE, useMyCertificates } from '../api';
import { courseViewPath } from '../lesson-paths';

/** The certificates tab: what the learner earned, newest first, with a link to each course. */
export function CertificateList({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const certificates = useMyCertificates(page);

  if (certificates.isPending)
    return (
      <Paper variant="outlined" aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="text" sx={{ mx: 2, my: 1.5, fontSize: '1.25rem' }} />
        ))}
      </Paper>
    );
  if (certificates.isError && !certificates.data)
    return <LoadError error={certificates.error} onRetry={() => void certificates.refetch()} />;

  const { items, total } = certificates.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<WorkspacePremiumIcon />}
        title={t('courses.empty.certificates.title')}
        hint={t('courses.empty.certificates.hint')}
      />
    );
  return (
    <>
      <Paper variant="outlined">
        <List aria-label={t('courses.tabs.certificates')}>
          {items.map((certificate) => (
            <ListItem key={certificate._id} divider>
              <ListItemIcon>
                <WorkspacePremiumIcon color="primary" aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={
                  certificate.courseId ? (
                    <Link component={RouterLink} to={courseViewPath(certificate.courseId)}>
                      {certificate.title}
                    </Link>
                  ) : (
                    certificate.title
                  )
                }
                secondary={t('courses.certificateIssued', { date: formatDate(certificate.issuedAt) })}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <ListPagination total={total} pageSize={COURSE_PAGE_SIZE} page={page} onPage={onPage} />
    </>
  );
}
