import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PolicyText } from '../../components/PolicyText';
import { useCurrentPolicy } from '../../lib/privacy-policy';

/** What Academy stores (a list), then the sections of the policy in reading order. */
const STORED = ['account', 'place', 'profile', 'learning', 'certificates', 'technical'] as const;
const SECTIONS = ['why', 'who', 'keep', 'delete', 'browser'] as const;

/** /privacy-policy: the version an admin published last, else the text built into the app. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const policy = useCurrentPolicy();
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('privacy.title')}
        </Typography>
        {policy.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Stack>
        ) : policy.isError ? (
          <LoadError error={policy.error} onRetry={() => void policy.refetch()} />
        ) : policy.data.text && policy.data.publishedAt ? (
          <PolicyText
            version={policy.data.version}
            text={policy.data.text}
            publishedAt={policy.data.publishedAt}
          />
        ) : (
          <BuiltInPolicy />
        )}
      </Stack>
    </Box>
  );
}

/** The policy until an admin publishes one: the texts of the locale files. */
function BuiltInPolicy() {
  const { t } = useTranslation();
  return (
    <>
      <Typography color="text.secondary">{t('privacy.intro')}</Typography>
      <Section title={t('privacy.stored.title')}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {STORED.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 0.5 }}>
              {t(`privacy.stored.${item}`)}
            </Typography>
          ))}
        </Box>
      </Section>
      {SECTIONS.map((section) => (
        <Section key={section} title={t(`privacy.${section}.title`)}>
          <Typography>{t(`privacy.${section}.body`)}</Typography>
        </Section>
      ))}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
