import { isHostedVideoUrl } from '@academy/domain';

/**
 * Hosted (YouTube, Vimeo) videos: their embed address, and the few postMessage exchanges that
 * tell us where the player is, so no script of theirs has to be loaded into our page.
 */
export type VideoHost = 'youtube' | 'vimeo';

export interface HostedEmbed {
  host: VideoHost;
  /** the iframe's src */
  src: string;
  /** the player's origin: messages are sent only to it and accepted only from it */
  origin: string;
  /** the video's own page at its host, for when the embed cannot play */
  page: string;
}

const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
const VIMEO_ORIGIN = 'https://player.vimeo.com';
const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The embed of a YouTube or Vimeo link (the forms people paste), or null for anything else. */
export function hostedEmbed(link: string, pageOrigin: string): HostedEmbed | null {
  if (!isHostedVideoUrl(link)) return null;
  const url = new URL(link);
  if (url.hostname.endsWith('vimeo.com')) {
    const [, id, hash] = /^\/(?:video\/)?(\d+)(?:\/([\da-f]+))?/.exec(url.pathname) ?? [];
    if (!id) return null;
    const src = new URL(`${VIMEO_ORIGIN}/video/${id}`);
    const privateHash = hash ?? url.searchParams.get('h');
    if (privateHash) src.searchParams.set('h', privateHash);
    src.searchParams.set('dnt', '1');
    const page = `https://vimeo.com/${id}${privateHash ? `/${privateHash}` : ''}`;
    return { host: 'vimeo', src: src.toString(), origin: VIMEO_ORIGIN, page };
  }
  const id = youtubeId(url);
  if (!id) return null;
  const src = new URL(`${YOUTUBE_ORIGIN}/embed/${id}`);
  src.searchParams.set('enablejsapi', '1');
  src.searchParams.set('origin', pageOrigin);
  src.searchParams.set('rel', '0');
  const page = `https://www.youtube.com/watch?v=${id}`;
  return { host: 'youtube', src: src.toString(), origin: YOUTUBE_ORIGIN, page };
}

/** What a player told us, in one shape for both hosts. */
export type PlayerEvent =
  | { type: 'ready' }
  | { type: 'time'; seconds: number; duration?: number }
  | { type: 'playing'; playing: boolean }
  /** a seek or a stall: the next position starts a new watched stretch */
  | { type: 'interrupted' }
  | { type: 'ended' }
  | { type: 'rate'; rate: number }
  /** the player cannot play it: `unavailable` when the video is gone or may not be embedded */
  | { type: 'error'; unavailable: boolean };

type Message = Record<string, unknown>;

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function parse(data: unknown): Message | null {
  if (typeof data === 'string') {
    try {
      return parse(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return data !== null && typeof data === 'object' ? (data as Message) : null;
}

/** YouTube player states: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
function youtubeState(state: number): PlayerEvent[] {
  if (state === 0) return [{ type: 'ended' }];
  if (state === 3) return [{ type: 'interrupted' }];
  return [{ type: 'playing', playing: state === 1 }];
}

/** YouTube's errors for a video that was removed or made private (100) or may not be embedded (101, 150). */
const YOUTUBE_UNAVAILABLE = new Set([100, 101, 150]);

function fromYoutube(message: Message): PlayerEvent[] {
  if (message.event === 'onReady' || message.event === 'initialDelivery') return [{ type: 'ready' }];
  if (message.event === 'onError') {
    const code = asNumber(message.info);
    return [{ type: 'error', unavailable: code !== undefined && YOUTUBE_UNAVAILABLE.has(code) }];
  }
  if (message.event === 'onStateChange') {
    const state = asNumber(message.info);
    return state === undefined ? [] : youtubeState(state);
  }
  if (message.event !== 'infoDelivery') return [];
  const info = parse(message.info) ?? {};
  const events: PlayerEvent[] = [];
  const rate = asNumber(info.playbackRate);
  if (rate) events.push({ type: 'rate', rate });
  const seconds = asNumber(info.currentTime);
  if (seconds !== undefined) events.push({ type: 'time', seconds, duration: asNumber(info.duration) });
  const state = asNumber(info.playerState);
  if (state !== undefined) events.push(...youtubeState(state));
  return events;
}

function fromVimeo(message: Message): PlayerEvent[] {
  const data = parse(message.data) ?? {};
  switch (message.event) {
    case 'ready':
      return [{ type: 'ready' }];
    case 'timeupdate':
    case 'playProgress': {
      const seconds = asNumber(data.seconds);
      return seconds === undefined ? [] : [{ type: 'time', seconds, duration: asNumber(data.duration) }];
    }
    case 'play':
    case 'playing':
      return [{ type: 'playing', playing: true }];
    case 'pause':
      return [{ type: 'playing', playing: false }];
    case 'seeking':
    case 'seeked':
    case 'bufferstart':
      return [{ type: 'interrupted' }];
    case 'ended':
      return [{ type: 'ended' }];
    case 'playbackratechange': {
      const rate = asNumber(data.playbackRate);
      return rate ? [{ type: 'rate', rate }] : [];
    }
    // an error answering one of our calls names its method; a playback error names none
    case 'error':
      return data.method === undefined ? [{ type: 'error', unavailable: data.name === 'NotFoundError' }] : [];
    default:
      return [];
  }
}

/** The events in a message from the player of `host` (anything unknown gives none). */
export function readPlayerMessage(host: VideoHost, data: unknown): PlayerEvent[] {
  const message = parse(data);
  if (!message) return [];
  return host === 'youtube' ? fromYoutube(message) : fromVimeo(message);
}

const VIMEO_EVENTS = ['timeupdate', 'play', 'pause', 'seeked', 'ended', 'playbackratechange', 'error'];

/**
 * What to post to the player so that it starts sending its events: YouTube's widget protocol
 * (the "listening" handshake, then state, rate and error events), Vimeo's addEventListener calls.
 */
export function subscribeMessages(host: VideoHost): unknown[] {
  if (host === 'vimeo') return VIMEO_EVENTS.map((value) => ({ method: 'addEventListener', value }));
  const widget = { id: 1, channel: 'widget' };
  return [
    JSON.stringify({ event: 'listening', ...widget }),
    ...['onStateChange', 'onPlaybackRateChange', 'onError'].map((name) =>
      JSON.stringify({ event: 'command', func: 'addEventListener', args: [name], ...widget }),
    ),
  ];
}
