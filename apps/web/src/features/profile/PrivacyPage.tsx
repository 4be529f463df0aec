import { Alert, Link, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PolicyText } from '../../components/PolicyText';
import { formatDate } from '../../lib/format-date';
import { useCurrentPolicy } from '../../lib/privacy-policy';
import { usePrivacyAcceptance } from './api';
import { MyData } from './MyData';
import { ProfileSection } from './ProfileSection';

const KEPT = ['account', 'organisation', 'learning', 'technical'] as const;

/**
 * /profile/privacy: when the user accepted the policy, and the policy itself: the version an admin
 * published last, else what Academy keeps about him as the built-in text says it.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('profile.privacy.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>{t('profile.privacy.intro')}</Typography>
        <AcceptanceNote />
        <CurrentPolicy />
        <Link component={RouterLink} to="/privacy-policy">
          {t('profile.privacy.fullPolicy')}
        </Link>
      </Paper>
      <MyData />
    </ProfileSection>
  );
}

function CurrentPolicy() {
  const { t } = useTranslation();
  const policy = useCurrentPolicy();
  if (policy.isPending) return <Skeleton height={120} sx={{ mb: 2 }} />;
  if (policy.isError)
    return <LoadError error={policy.error} onRetry={() => void policy.refetch()} sx={{ mb: 2 }} />;
  const { version, text, publishedAt } = policy.data;
  if (text && publishedAt)
    return (
      <>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('privacyPolicy.published')}
        </Typography>
        {/* a long text scrolls in its frame, which the keyboard reaches to scroll it */}
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('privacyPolicy.published')}
          tabIndex={0}
          sx={{ p: 2, mb: 2, maxHeight: 480, overflowY: 'auto' }}
        >
          <PolicyText version={version} text={text} publishedAt={publishedAt} />
        </Paper>
      </>
    );
  return (
    <>
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
    </>
  );
}

/** When the user last accepted the policy, as the server recorded it (registration or a new version). */
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
