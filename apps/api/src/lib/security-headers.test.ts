import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob: https:;frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('go out whole on an answer, a refusal, an unknown route and a page of the web app, the same each time', async () => {
    for (const url of [
      '/api/system/health',
      '/api/course/list',
      '/api/no-such-call',
      '/login',
      '/api/system/health',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("let a page of the app frame what our own origin serves (a package lesson's package), and nothing of another site but the video players", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const policy = String(res.headers['content-security-policy']);
    const frames = policy.split(';').find((directive) => directive.startsWith('frame-src '));
    expect(frames?.split(' ').slice(1)).toEqual([
      "'self'",
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
