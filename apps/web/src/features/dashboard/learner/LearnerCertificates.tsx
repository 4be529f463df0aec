import { CERTIFICATE_EXPIRY_NOTICE_DAYS, type MyCertificate } from '@academy/domain';
import { WorkspacePremium } from '@mui/icons-material';
import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Paper } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { StatusChip } from '../../../components/StatusChip';
import { formatDate } from '../../../lib/format-date';
import { DashboardSection } from '../DashboardSection';
import { MY_CERTIFICATES_PATH } from '../links';

/** When it was issued, and when it ends or ended. */
function useDates() {
  const { t } = useTranslation();
  return (certificate: MyCertificate) => {
    const dates = [t('courses.certificateIssued', { date: formatDate(certificate.issuedAt) })];
    if (certificate.expiresAt)
      dates.push(
        t(certificate.status === 'expired' ? 'certificates.endedOn' : 'certificates.validUntil', {
          date: formatDate(certificate.expiresAt),
        }),
      );
    return dates.join(' · ');
  };
}

/**
 * The learner's certificates: first those about to end (valid, ending within the days its holder
 * is told of), then his latest ones with their status; the course list's tab holds them all.
 */
export function LearnerCertificates({
  recent,
  ending,
}: {
  recent: MyCertificate[];
  ending: MyCertificate[];
}) {
  const { t } = useTranslation();
  const datesOf = useDates();
  const endingId = useId();
  const title = t('dashboard.learner.certificates');
  return (
    <DashboardSection
      title={title}
      more={
        recent.length > 0
          ? { to: MY_CERTIFICATES_PATH, label: t('dashboard.learner.allCertificates') }
          : undefined
      }
    >
      {ending.length > 0 && (
        // a region, not an alert: it is part of the page, not news to interrupt the reader with
        <Alert severity="warning" role="region" aria-labelledby={endingId}>
          <AlertTitle id={endingId} component="h3" sx={{ fontSize: '1rem' }}>
            {t('dashboard.learner.ending')}
          </AlertTitle>
          {t('dashboard.learner.endingHint', { days: CERTIFICATE_EXPIRY_NOTICE_DAYS })}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {ending.map((certificate) => (
              <li key={certificate._id}>
                <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {certificate.title}
                </Box>
                {' · '}
                {t('certificates.validUntil', { date: formatDate(certificate.expiresAt ?? '') })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined">
        {recent.length === 0 ? (
          <EmptyState
            icon={<WorkspacePremium />}
            title={t('courses.empty.certificates.title')}
            hint={t('courses.empty.certificates.hint')}
          />
        ) : (
          <List disablePadding aria-label={t('dashboard.learner.recentCertificates')}>
            {recent.map((certificate) => (
              <ListItem key={certificate._id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  sx={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}
                  primary={certificate.title}
                  secondary={datesOf(certificate)}
                />
                <StatusChip of="certificate" status={certificate.status} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </DashboardSection>
  );
}
