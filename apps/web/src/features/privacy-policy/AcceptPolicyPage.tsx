import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandedCard } from '../../components/BrandedCard';
import { LoadError } from '../../components/LoadError';
import { PageFocus } from '../../components/PageFocus';
import { PolicyText } from '../../components/PolicyText';
import { errorKeyOf } from '../../lib/api';
import { useApiErrorMessage } from '../../lib/feedback';
import { useCurrentPolicy } from '../../lib/privacy-policy';
import { useSession } from '../../lib/session';
import { useAcceptPolicy } from './api';

/**
 * What a signed-in person sees, whatever address he asked for, while a version of the privacy
 * policy he has not accepted is in force: the new text in his language and the button that
 * accepts it. Once accepted, the session is read again and the page he asked for shows.
 */
export default function AcceptPolicyPage() {
  const { t } = useTranslation();
  const { refresh, signOut } = useSession();
  const policy = useCurrentPolicy();
  const accept = useAcceptPolicy();
  const messageOf = useApiErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);

  const onAccept = (version: number) => {
    setProblem(null);
    accept.mutate(version, {
      onSuccess: () => void refresh(),
      onError: (error) => {
        // an admin published a newer version meanwhile: that one is the one to read
        if (errorKeyOf(error) === 'conflict') {
          void policy.refetch();
          setProblem(t('privacyPolicy.accept.newer'));
        } else setProblem(messageOf(error));
      },
    });
  };

  return (
    <BrandedCard maxWidth={760}>
      <PageFocus />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t('privacyPolicy.accept.title')}
        </Typography>
        <Typography>{t('privacyPolicy.accept.intro')}</Typography>
        {policy.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : policy.isError ? (
          <LoadError error={policy.error} onRetry={() => void policy.refetch()} />
        ) : policy.data.text && policy.data.publishedAt ? (
          <>
            {/* a long text scrolls in its frame, which the keyboard reaches to scroll it */}
            <Box
              role="region"
              aria-label={t('privacyPolicy.published')}
              tabIndex={0}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                maxHeight: { xs: '55vh', sm: 420 },
                overflowY: 'auto',
              }}
            >
              <PolicyText
                version={policy.data.version}
                text={policy.data.text}
                publishedAt={policy.data.publishedAt}
              />
            </Box>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Button onClick={() => void signOut()}>{t('privacyPolicy.accept.signOut')}</Button>
              <Button
                variant="contained"
                size="large"
                loading={accept.isPending}
                onClick={() => onAccept(policy.data.version)}
              >
                {t('privacyPolicy.accept.button')}
              </Button>
            </Stack>
          </>
        ) : (
          // withdrawn meanwhile (a restored backup): nothing is left to accept
          <Button variant="contained" onClick={() => void refresh()}>
            {t('privacyPolicy.accept.continue')}
          </Button>
        )}
      </Stack>
    </BrandedCard>
  );
}
