import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../lib/error-handler.js';
import { multipart } from '../../test/multipart.js';
import { receiveFile } from './receive.js';

/** The other uploads' limit, as app.ts gives the multipart parser, and a call's own limit above it. */
const PARSER_LIMIT = 1000;
const OWN_LIMIT = 5000;

const app = Fastify();
let folder: string;
let seen: { size: number; bytes: number } | null = null;

beforeAll(async () => {
  registerErrorHandling(app);
  await app.register(multipartPlugin, { limits: { files: 1, fields: 5, fileSize: PARSER_LIMIT } });
  app.post('/upload', async (request) => {
    const received = await receiveFile(request, OWN_LIMIT);
    try {
      seen = { size: received.size, bytes: (await readdir(folder)).length };
      return { name: received.name, size: received.size };
    } finally {
      await received.dispose();
    }
  });
  await app.ready();
});
afterAll(() => app.close());

// the temporary files go to a folder of this test's own, to see them come and go
let systemTemp: string | undefined;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'academy-receive-'));
  systemTemp = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  seen = null;
});
afterEach(async () => {
  if (systemTemp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemp;
  await rm(folder, { recursive: true, force: true });
});

const send = (parts: Parameters<typeof multipart>[0]) => {
  const { payload, contentType } = multipart(parts);
  return app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType } });
};

describe('receiving a file of a call with its own size limit', () => {
  it('when the file is above the other uploads’ limit but within its own, it waits in a temporary file, removed after', async () => {
    const res = await send([
      { name: 'note', value: 'passed over' },
      { name: 'files', filename: 'package.zip', bytes: Buffer.alloc(3000, 7) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'package.zip', size: 3000 });
    expect(seen).toEqual({ size: 3000, bytes: 1 });
    expect(await readdir(folder)).toEqual([]);
  });

  it('when the file passes its limit, answers 413 and leaves no temporary file', async () => {
    const res = await send([{ name: 'files', filename: 'package.zip', bytes: Buffer.alloc(OWN_LIMIT + 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('file-too-large');
    expect(seen).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('when the body has no `files` part, or another file part, answers 400', async () => {
    expect((await send([{ name: 'note', value: 'x' }])).json().fields).toEqual({
      files: 'validation.required',
    });
    const other = await send([{ name: 'picture', filename: 'a.png', bytes: Buffer.alloc(10) }]);
    expect(other.statusCode).toBe(400);
    expect(await readdir(folder)).toEqual([]);
  });
});
