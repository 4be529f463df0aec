import type { UserType } from '@academy/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { samplePdf } from '../../db/seed/sample-pdf.js';
import { downloadOf } from '../../test/download-name.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart, type Part } from '../../test/multipart.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Record<UserType, string>;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  adminToken = tokens.admin;
  studentToken = tokens.student;
});
afterAll(() => t.close());

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A minimal Word document (a zip container with the parts that name it as one). */
const DOCX = Buffer.from(
  [
    'UEsDBBQAAAAAAC2fdl3GEnoH8QAAAPEAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDw/eG1sIHZlcnNpb249IjEuMCI/PjxU',
    'eXBlcyB4bWxucz0iaHR0cDovL3NjaGVtYXMub3BlbnhtbGZvcm1hdHMub3JnL3BhY2thZ2UvMjAwNi9jb250ZW50LXR5cGVz',
    'Ij48T3ZlcnJpZGUgUGFydE5hbWU9Ii93b3JkL2RvY3VtZW50LnhtbCIgQ29udGVudFR5cGU9ImFwcGxpY2F0aW9uL3ZuZC5v',
    'cGVueG1sZm9ybWF0cy1vZmZpY2Vkb2N1bWVudC53b3JkcHJvY2Vzc2luZ21sLmRvY3VtZW50Lm1haW4reG1sIi8+PC9UeXBl',
    'cz5QSwMEFAAAAAAALZ92Xd1ahg0NAAAADQAAABEAAAB3b3JkL2RvY3VtZW50LnhtbDx3OmRvY3VtZW50Lz5QSwECFAMUAAAA',
    'AAAtn3ZdxhJ6B/EAAADxAAAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAAAC2fdl3d',
    'WoYNDQAAAA0AAAARAAAAAAAAAAAAAACAASIBAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAgACAIAAAABeAQAAAAA=',
  ].join(''),
  'base64',
);
/** The start of an MP4 file: an `ftyp` box of brand isom, then padding. */
function mp4(size: number) {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4);
  box.writeUInt32BE(512, 12);
  box.write('isomiso2avc1mp41', 16);
  return Buffer.concat([box, Buffer.alloc(size - box.length, 1)]);
}
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(
  token: string | null,
  type: string | null,
  file: { filename: string; bytes: Buffer; type?: string } | null,
) {
  const parts: Part[] = [];
  if (type !== null) parts.push({ name: 'type', value: type });
  if (file) parts.push({ name: 'files', ...file });
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/file',
    payload,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
  });
}

const fileRows = async () => (await t.deps.db.select({ n: count() }).from(files))[0]?.n;

describe('uploading', () => {
  it('when a student uploads a PNG avatar, it is stored and served back as image/png', async () => {
    const res = await upload(studentToken, 'user_avatar', {
      filename: 'me.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      mime: 'image/png',
      size: PNG.length,
      name: 'me.png',
      url: `/api/file/${data._id}`,
    });

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(downloadOf(served.headers['content-disposition']).type).toBe('inline');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('when the bytes are not what the name says (text named .png), answers 422 and stores nothing', async () => {
    const before = await fileRows();
    const res = await upload(studentToken, 'user_avatar', {
      filename: 'me.png',
      bytes: Buffer.from('just some text, not an image'),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('invalid-file');
    expect(await fileRows()).toBe(before);
  });

  it('when an SVG is sent as an image, answers 422', async () => {
    const res = await upload(adminToken, 'course_image', {
      filename: 'logo.svg',
      bytes: SVG,
      type: 'image/svg+xml',
    });
    expect(res.statusCode).toBe(422);
  });

  it('when a PDF is sent as an avatar, answers 422', async () => {
    const res = await upload(studentToken, 'user_avatar', { filename: 'a.png', bytes: samplePdf('x', 'y') });
    expect(res.statusCode).toBe(422);
  });

  it('when an avatar is larger than 5 MB, answers 413 and stores nothing', async () => {
    const before = await fileRows();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(studentToken, 'user_avatar', { filename: 'big.png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('file-too-large');
    expect(await fileRows()).toBe(before);
  });

  for (const type of NON_ADMIN_TYPES) {
    it(`when a ${type} uploads course content, answers 403; an avatar is accepted`, async () => {
      for (const uploadType of [
        'course_image',
        'module_pdf',
        'module_material',
        'module_video',
        'question_image',
      ]) {
        const res = await upload(tokens[type], uploadType, { filename: 'x.png', bytes: PNG });
        expect(res.statusCode, uploadType).toBe(403);
      }
      const avatar = await upload(tokens[type], 'user_avatar', { filename: 'x.png', bytes: PNG });
      expect(avatar.statusCode).toBe(200);
    });
  }

  it('when nobody is signed in, answers 401', async () => {
    expect((await upload(null, 'user_avatar', { filename: 'me.png', bytes: PNG })).statusCode).toBe(401);
  });

  it('when the type or the file is missing, the type is unknown or comes after the file, answers 400', async () => {
    const missingType = await upload(studentToken, null, { filename: 'me.png', bytes: PNG });
    expect(missingType.statusCode).toBe(400);
    expect(missingType.json().fields).toEqual({ type: 'validation.required' });
    const missingFile = await upload(studentToken, 'user_avatar', null);
    expect(missingFile.json().fields).toEqual({ files: 'validation.required' });
    const unknown = await upload(studentToken, 'anything', { filename: 'me.png', bytes: PNG });
    expect(unknown.json().fields).toEqual({ type: 'validation.fileType' });

    const late = multipart([
      { name: 'files', filename: 'me.png', bytes: PNG },
      { name: 'type', value: 'user_avatar' },
    ]);
    const typeLast = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      payload: late.payload,
      headers: { 'content-type': late.contentType, ...bearer(studentToken) },
    });
    expect(typeLast.statusCode).toBe(400);
  });

  it('when the body is JSON or empty, answers 400', async () => {
    for (const payload of [{ type: 'user_avatar' }, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload,
        headers: bearer(studentToken),
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('when the multipart body is cut short, has no boundary or too many fields, answers 400 and stores nothing', async () => {
    const before = await fileRows();
    const whole = multipart([
      { name: 'type', value: 'user_avatar' },
      { name: 'files', filename: 'me.png', bytes: PNG, type: 'image/png' },
    ]);
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    const tooMany = multipart(Array.from({ length: 7 }, (_, i) => ({ name: `field${i}`, value: 'x' })));
    for (const [payload, contentType] of [
      [cut, whole.contentType],
      [whole.payload, 'multipart/form-data'],
      [tooMany.payload, tooMany.contentType],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload,
        headers: { 'content-type': contentType, ...bearer(studentToken) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation-failed');
    }
    expect(await fileRows()).toBe(before);
  });
});

describe('course content', () => {
  it('when an admin uploads a course image, it is served publicly at file/course/image/:name', async () => {
    const res = await upload(adminToken, 'course_image', { filename: 'cover.png', bytes: PNG });
    const { _id, url } = res.json().data;
    expect(url).toBe(`/api/file/course/image/${_id}.png`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/course/image/${_id}.jpg` })).statusCode).toBe(
      404,
    );
  });

  it('when an avatar is asked for by the course image path, answers 404', async () => {
    const avatar = await upload(studentToken, 'user_avatar', { filename: 'me.png', bytes: PNG });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/file/course/image/${avatar.json().data._id}.png`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('when an admin uploads a lesson pdf, it is served inline as application/pdf', async () => {
    const pdf = samplePdf('Lesson', 'Text');
    const res = await upload(adminToken, 'module_pdf', { filename: 'lesson.pdf', bytes: pdf });
    expect(res.json().data.mime).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(downloadOf(served.headers['content-disposition'])).toEqual({ type: 'inline', name: 'lesson.pdf' });
  });
});

describe('downloads', () => {
  it('when an admin uploads a Word document as material, it is served as an attachment', async () => {
    const res = await upload(adminToken, 'module_material', { filename: 'guide.docx', bytes: DOCX });
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(downloadOf(served.headers['content-disposition'])).toEqual({
      type: 'attachment',
      name: 'guide.docx',
    });
  });
});

describe('video', () => {
  it('when an admin uploads an mp4, it is served inline as video/mp4 and sought by range', async () => {
    const bytes = mp4(64 * 1024);
    const res = await upload(adminToken, 'module_video', { filename: 'intro.mp4', bytes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mime: 'video/mp4', size: bytes.length });
    const part = await t.app.inject({
      method: 'GET',
      url: res.json().data.url,
      headers: { range: 'bytes=1024-2047' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(bytes.subarray(1024, 2048))).toBe(true);
  });

  it('when a PNG is sent as a video, answers 422', async () => {
    const res = await upload(adminToken, 'module_video', { filename: 'intro.mp4', bytes: PNG });
    expect(res.statusCode).toBe(422);
  });
});

describe('serving', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = samplePdf('Range', 'A file to read in parts');
    url = (await upload(adminToken, 'module_material', { filename: 'notes.pdf', bytes })).json().data.url;
  });

  it('when a range is asked, answers 206 with that part and its Content-Range', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(res.body).toBe('%PDF-1.4');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
  });

  it('when the range starts past the end, answers 416', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('when the id is unknown or malformed, answers 404 or 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/file/ffffffffffffffffffffffff' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/..%2F..%2Fetc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/course/image/x.svg' })).statusCode).toBe(400);
  });
});
