import { Box } from '@mui/material';
import { useRef } from 'react';
import type { ProgressReporter } from './useProgressReporter';
import { WatchTracker } from './watch-tracker';

export interface PlayerProps {
  /** the video's title, for screen readers */
  title: string;
  reporter: ProgressReporter;
}

/**
 * An uploaded video in the browser's own player. Progress is the share of the video actually
 * played (seeking ahead does not count), sent on the way, on pause and at the end.
 */
export function VideoPlayer({ src, title, reporter }: PlayerProps & { src: string }) {
  const tracker = useRef(new WatchTracker());

  const observe = (video: HTMLVideoElement) => {
    if (video.seeking) return;
    tracker.current.observe(video.currentTime, performance.now(), video.playbackRate);
    const progress = tracker.current.progress(video.duration);
    reporter.report(progress, { seconds: tracker.current.watchedSeconds(), duration: video.duration });
  };
  const stop = () => {
    tracker.current.interrupt();
    reporter.flush();
  };

  return (
    <Box
      component="video"
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      // where playback starts begins a watched stretch
      onPlay={(event) => observe(event.currentTarget)}
      onTimeUpdate={(event) => {
        const video = event.currentTarget;
        // the last update, at the very end, comes when the video has already paused there
        if (!video.paused || video.ended) observe(video);
      }}
      // a seek's target is known at once; the first position reported after it may be later
      onSeeking={(event) => tracker.current.restartAt(event.currentTarget.currentTime, performance.now())}
      onPause={stop}
      onEnded={stop}
      sx={{ display: 'block', width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 1 }}
    />
  );
}
