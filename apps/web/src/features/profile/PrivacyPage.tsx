import { Alert, Link, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { usePrivacyAcceptance } from './api';
import { MyData } from './MyData';
import { ProfileSection } from './ProfileSection';

const KEPT = ['account', 'organisation', 'learning', 'technical'] as const;

/** /profile/privacy: what Academy keeps about the user, and the full policy he accepted. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('profile.privacy.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>{t('profile.privacy.intro')}</Typography>
        <AcceptanceNote />
        <Typography component="h2" variant="h6">
          {t('profile.privacy.keptTitle')}
        </Typography>
        <List dense>
          {KEPT.map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemText
                primary={t(`profile.privacy.kept.${key}.title`)}
                secondary={t(`profile.privacy.kept.${key}.text`)}
              />
            </ListItem>
          ))}
        </List>
        <Typography sx={{ mb: 2 }}>{t('profile.privacy.use')}</Typography>
        <Typography sx={{ mb: 2 }}>{t('profile.privacy.rights')}</Typography>
        <Link component={RouterLink} to="/privacy-policy">
          {t('profile.privacy.fullPolicy')}
        </Link>
      </Paper>
      <MyData />
    </ProfileSection>
  );
}

/** When the user accepted the policy, as the server recorded it at registration. */
function AcceptanceNote() {
  const { t } = useTranslation();
  const acceptance = usePrivacyAcceptance();
  if (acceptance.isPending) return <Skeleton width="60%" sx={{ mb: 2 }} />;
  if (acceptance.isError) return null;
  const at = acceptance.data.privacyAcceptedAt;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {at ? t('profile.privacy.acceptedOn', { date: formatDate(at) }) : t('profile.privacy.notRecorded')}
    </Alert>
  );
}
