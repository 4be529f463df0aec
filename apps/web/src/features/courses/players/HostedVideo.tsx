import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type HostedEmbed, type PlayerEvent, readPlayerMessage, subscribeMessages } from './hosted-video';
import type { PlayerProps } from './VideoPlayer';
import { WatchTracker } from './watch-tracker';

/** How often, and how many times, the handshake is repeated until the player answers. */
const HANDSHAKE_EVERY_MS = 500;
const HANDSHAKE_TRIES = 40;

/**
 * A YouTube or Vimeo video in the host's own player. Progress comes from the player's
 * postMessage events (share actually played, as for uploaded videos); when the player sends no
 * events (it could not load, say), no progress is recorded.
 */
export function HostedVideo({ embed, title, reporter }: PlayerProps & { embed: HostedEmbed }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const tracker = new WatchTracker();
    const player = { playing: false, rate: 1, duration: 0, answered: false };
    const subscribe = () => {
      for (const message of subscribeMessages(embed.host))
        frame.current?.contentWindow?.postMessage(message, embed.origin);
    };
    const stop = () => {
      player.playing = false;
      tracker.interrupt();
      reporter.flush();
    };
    const handle = (event: PlayerEvent) => {
      switch (event.type) {
        case 'ready':
          subscribe();
          break;
        case 'rate':
          player.rate = event.rate;
          break;
        case 'time':
          if (event.duration) player.duration = event.duration;
          if (!player.playing) break;
          tracker.observe(event.seconds, performance.now(), player.rate);
          reporter.report(tracker.progress(player.duration), {
            seconds: tracker.watchedSeconds(),
            duration: player.duration,
          });
          break;
        case 'playing':
          if (event.playing) player.playing = true;
          else stop();
          break;
        case 'interrupted':
          tracker.interrupt();
          break;
        case 'ended':
          stop();
          break;
      }
    };
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== embed.origin || message.source !== frame.current?.contentWindow) return;
      player.answered = true;
      for (const event of readPlayerMessage(embed.host, message.data)) handle(event);
    };
    window.addEventListener('message', onMessage);
    // the player listens only once it has loaded: repeat the handshake until it answers
    let tries = 0;
    const handshake = setInterval(() => {
      tries += 1;
      if (player.answered || tries > HANDSHAKE_TRIES) clearInterval(handshake);
      else subscribe();
    }, HANDSHAKE_EVERY_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(handshake);
    };
  }, [embed, reporter]);

  return (
    <Box
      component="iframe"
      ref={frame}
      src={embed.src}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      // the app sends no referrer, but the hosts refuse to play an embed that names no site
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{
        display: 'block',
        width: '100%',
        // as tall as an uploaded video may be: 70% of the window
        maxWidth: 'calc(70vh * 16 / 9)',
        mx: 'auto',
        aspectRatio: '16 / 9',
        border: 0,
        borderRadius: 1,
        bgcolor: 'black',
      }}
    />
  );
}
