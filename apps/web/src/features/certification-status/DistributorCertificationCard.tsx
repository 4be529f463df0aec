import type { DistributorCertification } from '@academy/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, List, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localized';
import { CertifiedItemRow } from './CertifiedItemRow';
import { TierStandingList } from './TierStandingList';

/**
 * One distributor of the report: where it is, its people, its public page, how many certifications
 * end soon, its partner tier's requirements met or short, and what its people are certified for.
 */
export function DistributorCertificationCard({ distributor }: { distributor: DistributorCertification }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const place = [localized(distributor.country, i18n.language), distributor.state]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId}>
      <Box sx={{ p: 2, pb: distributor.items.length > 0 ? 1 : 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {distributor.name}
          </Typography>
          {!distributor.enabled && <Chip size="small" label={t('certificationStatus.disabled')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[place, t('certificationStatus.people', { count: distributor.people })].join(' · ')}
        </Typography>
        {distributor.statusPage && (
          <Link
            href={distributor.statusPage}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            {t('certificationStatus.publicPage')}
            <OpenInNewIcon fontSize="inherit" titleAccess={t('certificationStatus.newTab')} />
          </Link>
        )}
        <Typography variant="body2" color={distributor.expiringSoon > 0 ? 'text.primary' : 'text.secondary'}>
          {t('partnerTier.expiringSoon', { count: distributor.expiringSoon })}
        </Typography>
        {distributor.tier ? (
          <Box sx={{ mt: 1 }}>
            <TierStandingList tier={distributor.tier} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('partnerTier.noTier')}
          </Typography>
        )}
        {distributor.items.length === 0 && (
          <Typography sx={{ mt: 1 }}>{t('certificationStatus.noneCertified')}</Typography>
        )}
      </Box>
      {distributor.items.length > 0 && (
        <List disablePadding aria-label={t('certificationStatus.itemsOf', { name: distributor.name })}>
          {distributor.items.map((item) => (
            <CertifiedItemRow key={`${item.kind}-${item._id}`} item={item} people={distributor.people} />
          ))}
        </List>
      )}
    </Paper>
  );
}
