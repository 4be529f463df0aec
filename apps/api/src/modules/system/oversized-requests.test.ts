import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends `raw` bytes as they are and gives back everything the server answered. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(2000, () => socket.destroy(new Error('no answer within 2 s')));
  });
}

describe('requests too large to read', () => {
  it('when the headers are too large, answers 431 headers-too-large in the envelope, over real HTTP', async () => {
    const answer = await new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/system/server_time',
          headers: { 'x-filler': 'a'.repeat(32 * 1024) },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      status: 0,
      error: 'headers-too-large',
      message: 'The request headers are too large',
    });
  });

  it('when the request line is malformed, answers 400 validation-failed in the envelope', async () => {
    const answer = await exchange('NOT A REQUEST\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toMatchObject({ status: 0, error: 'validation-failed' });
  });

  it('when a JSON body is over the limit, answers 413 body-too-large, not file-too-large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 0, error: 'body-too-large', message: 'The data sent is too large' });
  });
});
