import { CloudOff } from '@mui/icons-material';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandedCard } from '../../components/BrandedCard';
import { type RetryState, secondsLeft, waitProgress } from '../guards/retry-loop';

/**
 * Shown while the server's database does not answer: says so, counts down to the next try and
 * offers to try at once. Nothing to do but wait, so the heading takes the focus and a screen
 * reader hears why the page changed; the countdown itself stays quiet.
 */
export function UnavailablePage({ retry, onRetry }: { retry: RetryState; onRetry(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <BrandedCard maxWidth={520}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CloudOff color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {t('unavailable.title')}
        </Typography>
        <Typography>{t('unavailable.text')}</Typography>
        <Stack spacing={1} sx={{ width: '100%' }}>
          <LinearProgress
            variant={retry.checking ? 'indeterminate' : 'determinate'}
            value={waitProgress(retry)}
            aria-label={t('unavailable.progress')}
          />
          <Typography variant="body2" color="text.secondary">
            {retry.checking
              ? t('unavailable.checking')
              : t('unavailable.countdown', { seconds: secondsLeft(retry) })}
          </Typography>
        </Stack>
        <Button variant="contained" size="large" onClick={onRetry} loading={retry.checking}>
          {t('unavailable.retry')}
        </Button>
      </Stack>
    </BrandedCard>
  );
}
