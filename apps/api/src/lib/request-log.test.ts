import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { bearer, type MadeUser, makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { mailedCode } from '../test/mailed-code.js';
import { createMailer, type Mailer } from './mail.js';

/** A 1x1 PNG; the upload adds a marker after it, which must never reach the log. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface LogLine {
  msg?: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  clientAddress?: string;
  userId?: string | null;
  mailId?: string;
  reason?: string;
}

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let mailer: Mailer;
let webDist: string;
let log = '';

/** Every request the sequence made, from which address, with whom it was made for (null: signed out). */
const sent: { response: LightMyRequestResponse; clientAddress: string; userId: string | null }[] = [];
let address = 0;

async function send(options: InjectOptions, userId: string | null = null) {
  const clientAddress = `10.7.0.${++address}`;
  // an X-Forwarded-For from a client is not believed: no proxy is trusted here
  const headers = { 'x-forwarded-for': '198.51.100.66', ...options.headers };
  const response = await app.inject({ remoteAddress: clientAddress, ...options, headers });
  sent.push({ response, clientAddress, userId });
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Academy</title>');
  const capture = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  // the mailer logs through the app's logger, as in start.ts
  mailer = createMailer(t.deps.db, {
    from: t.deps.config.mailFrom,
    log: {
      info: (fields, message) => app.log.info(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
  });
  app = await buildApp(
    { ...t.deps, mailer, config: { ...t.deps.config, webDist } },
    { logger: { level: 'info', stream: capture } },
  );
});
afterAll(async () => {
  await app.close();
  await mailer.settled();
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Signs in, uploads a file, resets the password with its mailed code and signs in again. */
async function followAUsersDay(user: MadeUser) {
  const secrets: string[] = [user.password];
  const signIn = async (password: string) => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };
  const token = await signIn(user.password);
  secrets.push(token);
  expect(
    (await send({ method: 'GET', url: '/api/user/get-data', headers: bearer(token) }, user.id)).statusCode,
  ).toBe(200);

  const marker = `uploaded-bytes-${randomBytes(12).toString('hex')}`;
  secrets.push(marker, Buffer.from(marker).toString('base64'));
  const form = new FormData();
  form.append('type', 'user_avatar');
  form.append('files', new Blob([PNG, Buffer.from(marker)], { type: 'image/png' }), 'me.png');
  const upload = await send(
    { method: 'POST', url: '/api/file', headers: bearer(token), payload: form },
    user.id,
  );
  expect(upload.statusCode).toBe(200);
  const fileId = upload.json().data._id as string;
  expect((await send({ method: 'GET', url: `/api/file/${fileId}` })).rawPayload.includes(marker)).toBe(true);

  await send({ method: 'POST', url: '/api/user/generate_reset_token', payload: { email: user.email } });
  const code = await mailedCode({ db: t.deps.db, mailer }, user.email);
  secrets.push(code);
  const verified = await send({
    method: 'GET',
    url: '/api/user/verify_code',
    query: { email: user.email, code },
  });
  expect(verified.statusCode).toBe(200);
  const resetToken = verified.json().data.resetToken as string;
  secrets.push(resetToken);
  const newPassword = `new-pass-${randomBytes(8).toString('hex')}`;
  secrets.push(newPassword);
  const changed = await send({
    method: 'PUT',
    url: '/api/user/change_password',
    payload: { resetToken, password: newPassword, confirmation: newPassword },
  });
  expect(changed.statusCode).toBe(200);

  const refused = await send({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(refused.statusCode).toBe(401);
  secrets.push(await signIn(newPassword));
  // a token the server does not know is not logged either
  const unknownToken = `not-a-session-${randomBytes(8).toString('hex')}`;
  secrets.push(unknownToken);
  expect(
    (await send({ method: 'GET', url: '/api/user/get-data', headers: bearer(unknownToken) })).statusCode,
  ).toBe(401);
  return secrets;
}

describe('the request log', () => {
  let user: MadeUser;
  let secrets: string[];
  let lines: LogLine[];

  beforeAll(async () => {
    user = await makeUser(t.deps.db, { password: `first-pass-${randomBytes(8).toString('hex')}` });
    secrets = await followAUsersDay(user);
    // a URL the router cannot read is answered (and logged) too
    expect((await send({ method: 'GET', url: '/api/course/get/%E0%A4%A' })).statusCode).toBe(400);
    await send({ method: 'GET', url: '/api/no/such/call', headers: { 'x-request-id': 'ticket-4711.a_b' } });
    await send({ method: 'GET', url: '/courses/some/page', headers: { 'x-request-id': 'has spaces in it' } });
    await send({ method: 'GET', url: '/index.html', headers: { 'x-request-id': 'x'.repeat(65) } });
    // a mail's work that fails with a reason naming its recipient, as an SMTP refusal does
    mailer.sendLater(async () => {
      throw new Error(`550 5.1.1 <${user.email}>: Recipient address rejected`);
    });
    await mailer.settled();
    lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
  });

  it('holds no password, reset code, token or uploaded byte', () => {
    // pino's clock could hold a six-digit code by chance: it is no secret, so it is left out
    const text = log.replace(/"time":\d+/g, '');
    expect(secrets.length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('holds no email address: a mail is named by its outbox id', () => {
    expect(log).not.toContain(user.email);
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    const kept = lines.filter((line) => line.msg === 'mail kept in the outbox (no SMTP_URL)');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.mailId).toMatch(/^[0-9a-f]{24}$/);
    expect(lines.filter((line) => line.msg === 'mail work failed')).toEqual([
      expect.objectContaining({ reason: '550 5.1.1 <(address)>: Recipient address rejected' }),
    ]);
  });

  it('says who signed in, on a line of its own with the request id, for each sign-in that succeeded', () => {
    const signIns = lines.filter((line) => line.msg === 'signed in');
    const succeeded = sent.filter(
      ({ response }) => response.raw.req.url === '/api/auth/login' && response.statusCode === 200,
    );
    expect(succeeded).toHaveLength(2);
    expect(signIns).toEqual(
      succeeded.map(({ response }) =>
        expect.objectContaining({ reqId: response.headers['x-request-id'], userId: user.id }),
      ),
    );
  });

  it("writes exactly one line per request: its id, method, route pattern, status, duration, client's address and user", () => {
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(sent.length);
    for (const { response, clientAddress, userId } of sent) {
      const id = response.headers['x-request-id'];
      const mine = requestLines.filter((line) => line.reqId === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        method: response.raw.req.method,
        status: response.statusCode,
        clientAddress,
        userId,
      });
      expect(mine[0]?.route).toMatch(/^(\/[\w/:.*-]*|unmatched)$/);
      expect(mine[0]?.durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('names the route by its pattern, never by the URL with its ids and query', () => {
    const routes = lines.map((line) => line.route);
    expect(routes).toContain('/api/file/:id');
    expect(routes).toContain('/api/user/verify_code');
    expect(routes).toContain('unmatched');
    expect(log).not.toContain('verify_code?');
    expect(log).not.toContain('/api/no/such/call');
  });

  it('keeps a short plain request id sent by a proxy, replaces any other, and answers it on every response', () => {
    const ids = sent.map(({ response }) => response.headers['x-request-id']);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-3)).toEqual(['ticket-4711.a_b', expect.any(String), expect.any(String)]);
    expect(ids.at(-2)).not.toBe('has spaces in it');
    expect(ids.at(-1)).not.toContain('xxxx');
    // the web app's page and its file come with an id too
    expect(sent.at(-2)?.response.statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: Awaited<ReturnType<typeof buildApp>>;
  let proxiedLog = '';

  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        proxiedLog += String(chunk);
        done();
      },
    });
    proxied = await buildApp(
      { ...t.deps, config: { ...t.deps.config, trustProxyHops: 1 } },
      { logger: { level: 'info', stream: capture } },
    );
  });
  afterAll(() => proxied.close());

  it("the request line carries the client's address the proxy reports, not the proxy's", async () => {
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/system/server_time',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const line = proxiedLog
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as LogLine)
      .find((each) => each.reqId === response.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request', clientAddress: '203.0.113.7' });
  });
});
