import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenMedia } from '../../../components/FullscreenMedia';
import { HostedVideo } from '../players/HostedVideo';
import { hostedEmbed } from '../players/hosted-video';
import type { ProgressReporter } from '../players/useProgressReporter';
import { VideoPlayer } from '../players/VideoPlayer';

/** Uploaded videos are served by the API under this path; anything else is a hosted link. */
const STORED_FILE = /^\/api\/file\//;

/** The lesson's video: an uploaded file in the browser's player, or a YouTube/Vimeo embed; either may go full screen. */
export function VideoLesson({
  url,
  title,
  reporter,
}: {
  url: string | undefined;
  title: string;
  reporter: ProgressReporter;
}) {
  const { t } = useTranslation();
  const embed = useMemo(() => (url ? hostedEmbed(url, window.location.origin) : null), [url]);
  if (url && STORED_FILE.test(url))
    return (
      <FullscreenMedia>
        <VideoPlayer src={url} title={title} reporter={reporter} />
      </FullscreenMedia>
    );
  if (embed)
    return (
      <FullscreenMedia>
        <HostedVideo embed={embed} title={title} reporter={reporter} />
      </FullscreenMedia>
    );
  return <Alert severity="info">{t('courses.lesson.noContent')}</Alert>;
}
