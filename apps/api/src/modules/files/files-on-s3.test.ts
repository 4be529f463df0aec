import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../lib/storage/s3.js';
import { makeStoredFile } from '../../test/course-data.js';
import { downloadOf } from '../../test/download-name.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tokensByRole } from '../../test/role-tokens.js';
import { type S3Server, startS3Server } from '../../test/s3-server.js';

/** Files larger than this go by a presigned redirect in these tests. */
const THRESHOLD = 1_000;

let s3: S3Server;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ presignLargerThanBytes: THRESHOLD }, await createS3Storage(s3.settings));
  token = (await tokensByRole(t)).student;
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => index % 251));
const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('files kept in an S3-compatible store', () => {
  it('when a file is smaller than the threshold, the server streams it from the bucket, ranges too', async () => {
    const url = await makeStoredFile(t.deps, 'module_video', { mime: 'video/mp4', bytes: bytes(600) });
    const whole = await t.app.inject({ url: `/api/file/${idOf(url)}`, headers: bearer(token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes(600));
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({
      url: `/api/file/${idOf(url)}`,
      headers: { ...bearer(token), range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/600');
    expect(part.rawPayload).toEqual(bytes(600).subarray(10, 20));
  });

  it('when a file is larger than the threshold, the answer is a redirect, never kept, to a short-lived address of the bucket that serves its type, name and ranges', async () => {
    const url = await makeStoredFile(t.deps, 'module_pdf', {
      mime: 'application/pdf',
      name: 'guide.pdf',
      bytes: bytes(5_000),
    });
    const answer = await t.app.inject({ url: `/api/file/${idOf(url)}`, headers: bearer(token) });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const location = String(answer.headers.location);
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/module_pdf/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Expires=60/);

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(downloadOf(fetched.headers.get('content-disposition') ?? undefined)).toEqual({
      type: 'inline',
      name: 'guide.pdf',
    });
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(bytes(5_000));
    const part = await fetch(location, { headers: { range: 'bytes=4990-4999' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes(5_000).subarray(4990));
  });

  it('when the file is unknown, the id malformed or the range past the end, the answer is the same as on disk, never a redirect', async () => {
    expect((await t.app.inject({ url: '/api/file/0123456789abcdef01234567' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/file/not-an-id' })).statusCode).toBe(400);
    const url = await makeStoredFile(t.deps, 'module_pdf', { bytes: bytes(5_000) });
    const past = await t.app.inject({ url: `/api/file/${idOf(url)}`, headers: { range: 'bytes=9000-9999' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers.location).toBeUndefined();
  });

  it('when a row points to bytes the bucket does not hold, answers 404, not 500', async () => {
    const url = await makeStoredFile(t.deps, 'module_video', { mime: 'video/mp4', bytes: bytes(100) });
    for await (const object of t.deps.storage.list('module_video/'))
      if (object.key.includes(idOf(url))) await t.deps.storage.remove(object.key);
    expect((await t.app.inject({ url: `/api/file/${idOf(url)}` })).statusCode).toBe(404);
  });
});
