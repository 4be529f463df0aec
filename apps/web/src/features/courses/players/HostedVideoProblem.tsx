import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HostedEmbed } from './hosted-video';

/** Why a hosted video cannot be shown: no connection, the host says it is gone or not allowed here, or no answer at all. */
export type HostedVideoFailure = 'offline' | 'unavailable' | 'failed';

const HOST_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** Where the player would be: what went wrong, the video at its host, and a retry. Never an empty frame. */
export function HostedVideoProblem({
  embed,
  failure,
  onRetry,
}: {
  embed: HostedEmbed;
  failure: HostedVideoFailure;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const host = HOST_NAMES[embed.host];
  return (
    <Box sx={{ maxWidth: 'calc(70vh * 16 / 9)', mx: 'auto' }}>
      <Alert severity="warning">
        {t(`courses.video.${failure}`, { host })}
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={embed.page}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            color="inherit"
            endIcon={<OpenInNewIcon />}
          >
            {t('courses.video.openAt', { host })}
          </Button>
          <Button variant="text" size="small" color="inherit" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
