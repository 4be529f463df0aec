import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What Academy stores (a list), then the sections of the policy in reading order. */
const STORED = ['account', 'place', 'profile', 'learning', 'certificates', 'technical'] as const;
const SECTIONS = ['why', 'who', 'keep', 'delete', 'browser'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {t('privacy.title')}
          </Typography>
          <Typography color="text.secondary">{t('privacy.intro')}</Typography>
        </Stack>
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
      </Stack>
    </Box>
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
