import type { MyCertificate } from '@academy/domain';
import DownloadIcon from '@mui/icons-material/Download';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { StatusChip } from '../../../components/StatusChip';
import { useCertificateDownload } from '../../../lib/certificate-download';
import { formatDate, formatDay } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { COURSE_PAGE_SIZE, useMyCertificates } from '../api';
import { courseViewPath } from '../lesson-paths';

/**
 * The certificates tab: what the learner earned, newest first, each with its status (an ended
 * one shows as expired), its dates, its PDF and its public verification page.
 */
export function CertificateList({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const certificates = useMyCertificates(page);
  const isAdmin = useSession().user?.type === 'admin';
  const generator = isAdmin && (
    <Box sx={{ mb: 2 }}>
      <Button component={RouterLink} to="/certificate-generator" variant="outlined">
        {t('certificates.generator.open')}
      </Button>
    </Box>
  );

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
      <>
        {generator}
        <EmptyState
          icon={<WorkspacePremiumIcon />}
          title={t('courses.empty.certificates.title')}
          hint={t('courses.empty.certificates.hint')}
        />
      </>
    );
  return (
    <>
      {generator}
      <Paper variant="outlined">
        <List aria-label={t('courses.tabs.certificates')}>
          {items.map((certificate) => (
            <CertificateItem key={certificate._id} certificate={certificate} />
          ))}
        </List>
      </Paper>
      <ListPagination total={total} pageSize={COURSE_PAGE_SIZE} page={page} onPage={onPage} />
    </>
  );
}

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation();
  const { busy, save } = useCertificateDownload();

  const dates = [t('courses.certificateIssued', { date: formatDate(certificate.issuedAt) })];
  if (certificate.expiresAt)
    dates.push(
      t(certificate.status === 'expired' ? 'certificates.endedOn' : 'certificates.validUntil', {
        date: formatDate(certificate.expiresAt),
      }),
    );
  if (certificate.renewalDueOn)
    dates.push(t('certificates.renewalDue', { date: formatDay(certificate.renewalDueOn) }));
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ListItemIcon>
        <WorkspacePremiumIcon color={certificate.status === 'valid' ? 'primary' : 'disabled'} aria-hidden />
      </ListItemIcon>
      <ListItemText
        sx={{ minWidth: 0, flex: '1 1 240px', overflowWrap: 'anywhere' }}
        primary={
          certificate.courseId ? (
            <Link component={RouterLink} to={courseViewPath(certificate.courseId)}>
              {certificate.title}
            </Link>
          ) : (
            certificate.title
          )
        }
        secondary={dates.join(' · ')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusChip of="certificate" status={certificate.status} />
        <Link component={RouterLink} to={`/certificate/verify/${certificate.code}`}>
          {t('certificates.verifyLink')}
        </Link>
        {certificate.status !== 'revoked' && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => void save(certificate._id)}
            aria-label={t('certificates.downloadNamed', { title: certificate.title })}
          >
            {t('certificates.download')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
