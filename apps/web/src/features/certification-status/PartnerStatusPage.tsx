import type { PartnerStatus } from '@academy/domain';
import { WorkspacePremium } from '@mui/icons-material';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api';
import { usePartnerStatus } from './api';
import { CertifiedPeopleCard } from './CertifiedPeopleCard';
import { TierStandingList } from './TierStandingList';

/**
 * /partners/{code}, open to anyone with the address (a distributor shows it, or its QR code, to
 * its customers): its people certified per course and learning path, by first name only. A page
 * switched off and an unknown address are the same plain "not found".
 */
export default function PartnerStatusPage() {
  const { code = '' } = useParams();
  const status = usePartnerStatus(code);
  if (status.isPending) return <PageSpinner />;
  if (status.isError)
    return status.error instanceof ApiError && status.error.key === 'not-found' ? (
      <NotFoundPage />
    ) : (
      <LoadError error={status.error} onRetry={() => void status.refetch()} />
    );
  return <PartnerStatusView status={status.data} />;
}

function PartnerStatusView({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation();
  const sections = (['course', 'path'] as const)
    .map((kind) => ({ kind, items: status.items.filter((item) => item.kind === kind) }))
    .filter((section) => section.items.length > 0);
  return (
    <Box component="article" sx={{ maxWidth: 720, mx: 'auto' }}>
      <Stack sx={{ gap: 3 }}>
        <Stack sx={{ gap: 1 }}>
          <PageTitle>{status.name}</PageTitle>
          <Typography color="text.secondary">
            {t('certificationStatus.partner.intro', { name: status.name })}
          </Typography>
        </Stack>
        {status.tier && (
          <Paper component="section" variant="outlined" sx={{ p: 2 }}>
            <TierStandingList tier={status.tier} headingLevel="h2" />
          </Paper>
        )}
        {sections.length === 0 ? (
          <Paper variant="outlined">
            <EmptyState
              icon={<WorkspacePremium />}
              title={t('certificationStatus.partner.empty')}
              hint={t('certificationStatus.partner.emptyHint')}
            />
          </Paper>
        ) : (
          sections.map((section) => (
            <Stack key={section.kind} component="section" sx={{ gap: 1.5 }}>
              <Typography component="h2" variant="h5">
                {t(`certificationStatus.partner.section.${section.kind}`)}
              </Typography>
              {section.items.map((item) => (
                <CertifiedPeopleCard key={item._id} item={item} />
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Box>
  );
}
