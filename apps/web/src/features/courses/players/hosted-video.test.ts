import { describe, expect, it } from 'vitest';
import { hostedEmbed, readPlayerMessage, subscribeMessages } from './hosted-video';

const ORIGIN = 'https://academy.example';

describe('hostedEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
  ])('when given the YouTube link %s, embeds it without cookies and with the JS API on', (link) => {
    const embed = hostedEmbed(link, ORIGIN);
    expect(embed?.host).toBe('youtube');
    expect(embed?.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?enablejsapi=1&origin=https%3A%2F%2Facademy.example&rel=0',
    );
    expect(embed?.page).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  });

  it('when given a Vimeo link, embeds its player (keeping an unlisted video hash)', () => {
    expect(hostedEmbed('https://vimeo.com/1084537', ORIGIN)?.src).toBe(
      'https://player.vimeo.com/video/1084537?dnt=1',
    );
    expect(hostedEmbed('https://vimeo.com/1084537/ab12cd', ORIGIN)?.src).toBe(
      'https://player.vimeo.com/video/1084537?h=ab12cd&dnt=1',
    );
  });

  it('when the embed cannot play, links the video at its host (with an unlisted hash)', () => {
    expect(hostedEmbed('https://vimeo.com/1084537', ORIGIN)?.page).toBe('https://vimeo.com/1084537');
    expect(hostedEmbed('https://player.vimeo.com/video/1084537?h=ab12cd', ORIGIN)?.page).toBe(
      'https://vimeo.com/1084537/ab12cd',
    );
  });

  it('when the link is not a video of those hosts, gives null', () => {
    expect(hostedEmbed('https://example.com/watch?v=aqz-KE-bpKQ', ORIGIN)).toBeNull();
    expect(hostedEmbed('http://www.youtube.com/watch?v=aqz-KE-bpKQ', ORIGIN)).toBeNull();
    expect(hostedEmbed('https://www.youtube.com/channel/x', ORIGIN)).toBeNull();
    expect(hostedEmbed('/api/file/0123456789abcdef01234567', ORIGIN)).toBeNull();
  });
});

describe('readPlayerMessage', () => {
  it('when YouTube delivers info, gives the rate, the position and the state', () => {
    const data = JSON.stringify({
      event: 'infoDelivery',
      info: { currentTime: 12.5, duration: 60, playerState: 1, playbackRate: 2 },
    });
    expect(readPlayerMessage('youtube', data)).toEqual([
      { type: 'rate', rate: 2 },
      { type: 'time', seconds: 12.5, duration: 60 },
      { type: 'playing', playing: true },
    ]);
  });

  it('when YouTube changes state, gives ended, paused or interrupted', () => {
    expect(readPlayerMessage('youtube', '{"event":"onStateChange","info":0}')).toEqual([{ type: 'ended' }]);
    expect(readPlayerMessage('youtube', '{"event":"onStateChange","info":2}')).toEqual([
      { type: 'playing', playing: false },
    ]);
    expect(readPlayerMessage('youtube', '{"event":"onStateChange","info":3}')).toEqual([
      { type: 'interrupted' },
    ]);
  });

  it('when Vimeo reports time, as an object or as JSON text, gives the position', () => {
    const message = { event: 'timeupdate', data: { seconds: 3, duration: 30, percent: 0.1 } };
    expect(readPlayerMessage('vimeo', message)).toEqual([{ type: 'time', seconds: 3, duration: 30 }]);
    expect(readPlayerMessage('vimeo', JSON.stringify(message))).toEqual([
      { type: 'time', seconds: 3, duration: 30 },
    ]);
  });

  it('when YouTube reports an error, says whether the video is gone or not allowed here', () => {
    expect(readPlayerMessage('youtube', '{"event":"onError","info":150}')).toEqual([
      { type: 'error', unavailable: true },
    ]);
    expect(readPlayerMessage('youtube', '{"event":"onError","info":100}')).toEqual([
      { type: 'error', unavailable: true },
    ]);
    expect(readPlayerMessage('youtube', '{"event":"onError","info":5}')).toEqual([
      { type: 'error', unavailable: false },
    ]);
  });

  it('when Vimeo reports a playback error, gives it; an error answering a call is not one', () => {
    expect(readPlayerMessage('vimeo', { event: 'error', data: { name: 'NotFoundError' } })).toEqual([
      { type: 'error', unavailable: true },
    ]);
    expect(readPlayerMessage('vimeo', { event: 'error', data: { name: 'Error' } })).toEqual([
      { type: 'error', unavailable: false },
    ]);
    expect(
      readPlayerMessage('vimeo', { event: 'error', data: { name: 'TypeError', method: 'addEventListener' } }),
    ).toEqual([]);
  });

  it('when the message is not one of the player protocol, gives nothing', () => {
    expect(readPlayerMessage('vimeo', 'not json')).toEqual([]);
    expect(readPlayerMessage('youtube', { event: 'something' })).toEqual([]);
    expect(readPlayerMessage('youtube', null)).toEqual([]);
  });
});

describe('subscribeMessages', () => {
  it('when the player is YouTube, starts with the listening handshake', () => {
    expect(JSON.parse(String(subscribeMessages('youtube')[0]))).toEqual({
      event: 'listening',
      id: 1,
      channel: 'widget',
    });
  });

  it('when the player is Vimeo, asks for its time updates', () => {
    expect(subscribeMessages('vimeo')).toContainEqual({ method: 'addEventListener', value: 'timeupdate' });
  });
});
