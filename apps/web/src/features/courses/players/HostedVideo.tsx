import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type HostedVideoFailure, HostedVideoProblem } from './HostedVideoProblem';
import { type HostedEmbed, type PlayerEvent, readPlayerMessage, subscribeMessages } from './hosted-video';
import type { PlayerProps } from './VideoPlayer';
import { WatchTracker } from './watch-tracker';

/** How often, and how many times, the handshake is repeated until the player answers. */
const HANDSHAKE_EVERY_MS = 500;
const HANDSHAKE_TRIES = 40;
/** A frame that has not loaded by then never will (a host that does not answer). */
const LOAD_TIMEOUT_MS = 20_000;
/**
 * A loaded frame whose player has not answered by then holds no player: the browser's error page
 * (offline, a blocked host) loads like any other.
 */
const ANSWER_TIMEOUT_MS = 8_000;

interface Attempt {
  /** one per try: a retry puts a new frame in place */
  number: number;
  loaded: boolean;
  answered: boolean;
  failure: HostedVideoFailure | null;
}

const firstAttempt: Attempt = { number: 0, loaded: false, answered: false, failure: null };

/**
 * A YouTube or Vimeo video in the host's own player. Progress comes from the player's
 * postMessage events (share actually played, as for uploaded videos). A player that never answers
 * (offline, a blocked or unreachable host) or that reports an error (a removed video) gives way to
 * a message with the video's link at its host and a retry; no progress is recorded meanwhile.
 */
export function HostedVideo({ embed, title, reporter }: PlayerProps & { embed: HostedEmbed }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(firstAttempt);
  const update = useCallback(
    (change: Partial<Attempt>) => setAttempt((current) => ({ ...current, ...change })),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: listens again for each try's frame
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
        case 'error':
          stop();
          update({ failure: event.unavailable ? 'unavailable' : 'failed' });
          break;
      }
    };
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== embed.origin || message.source !== frame.current?.contentWindow) return;
      if (!player.answered) update({ answered: true });
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
  }, [embed, reporter, attempt.number, update]);

  // the watchdog: no frame, or a frame with no player in it, within its time is a failure
  useEffect(() => {
    if (attempt.answered || attempt.failure) return;
    if (!navigator.onLine) return update({ failure: 'offline' });
    const timer = setTimeout(
      () => update({ failure: navigator.onLine ? 'failed' : 'offline' }),
      attempt.loaded ? ANSWER_TIMEOUT_MS : LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [attempt, update]);

  if (attempt.failure)
    return (
      <HostedVideoProblem
        embed={embed}
        failure={attempt.failure}
        onRetry={() => setAttempt({ ...firstAttempt, number: attempt.number + 1 })}
      />
    );
  return (
    <Box
      key={attempt.number}
      component="iframe"
      ref={frame}
      src={embed.src}
      title={title}
      onLoad={() => update({ loaded: true })}
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
