import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart body with the `type` field and then `files`, as the web app sends it. */
function uploadBody(type: string, bytes: Buffer) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Answer {
  status: number;
  body: { error?: string };
  connection: string | undefined;
  socket: Socket;
}

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const student = await makeUser(t.deps.db, { type: 'student' });
  token = await login(t.app, student.email, student.password);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  // a connection left stalled by a failing test must not hold the server open
  t.app.server.closeAllConnections();
  await t.close();
});

/**
 * Posts an upload over real HTTP through `agent`; fails after a second instead of hanging. The
 * server may answer before the body is all sent: a write error after the answer is not a failure.
 */
function post(agent: Agent, type: string, bytes: Buffer): Promise<Answer> {
  const { payload, contentType } = uploadBody(type, bytes);
  return new Promise((resolve, reject) => {
    // the server may close the connection once it has answered: that is no failure
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/file',
        agent,
        headers: { 'content-type': contentType, 'content-length': payload.length, ...bearer(token) },
        signal: AbortSignal.timeout(1000),
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            connection: res.headers.connection,
            socket: req.socket as Socket,
          }),
        );
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(payload);
  });
}

describe('a refused upload over a keep-alive connection', () => {
  it('when two uploads are refused before their file is read, each is answered and a third succeeds on the same connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await post(agent, 'user_avatar', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toBe('file-too-large');

      // a student may not send a lesson pdf: refused by its type, before any file byte is read
      const notAllowed = await post(agent, 'module_pdf', Buffer.alloc(2 * 1024 * 1024, 7));
      expect(notAllowed.status).toBe(403);
      expect(notAllowed.body.error).toBe('forbidden');

      const unknownType = await post(agent, 'anything', Buffer.alloc(2 * 1024 * 1024, 7));
      expect(unknownType.status).toBe(400);

      const good = await post(agent, 'user_avatar', PNG);
      expect(good.status).toBe(200);
      for (const answer of [tooLarge, notAllowed, unknownType]) {
        expect(answer.connection).not.toBe('close');
        expect(answer.socket).toBe(good.socket);
      }
    } finally {
      agent.destroy();
    }
  });

  it('when the refused body is too large to read for nothing, the answer closes the connection and the next request gets a new one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = await post(agent, 'module_video', Buffer.alloc(20 * 1024 * 1024, 7));
      expect(huge.status).toBe(403);
      expect(huge.connection).toBe('close');

      const good = await post(agent, 'user_avatar', PNG);
      expect(good.status).toBe(200);
      expect(good.socket).not.toBe(huge.socket);
    } finally {
      agent.destroy();
    }
  });
});
