import { request } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamUsers } from '../../db/schema/index.js';
import { type Client, client, inAllLanguages, makeTeam } from '../../test/course-data.js';
import { askerOf, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { page, scorm12Package, uploadPackage } from '../../test/packages.js';
import { packageAccess } from './package-access.js';

/** Bytes whose value is their offset (mod 256): a range shows where it was cut from. */
const CLIP = Buffer.from(Array.from({ length: 4096 }, (_, n) => n % 256));

const EXTRA_FILES = [
  { name: 'media/clip.mp4', data: CLIP },
  { name: 'styles/main.css', data: 'body { color: red }' },
  { name: 'data/course.json', data: '{"slides":3}' },
  { name: 'img/logo.PNG', data: 'not really a png' },
  { name: 'fonts/open.woff2', data: 'font bytes' },
  { name: 'audio/voice.mp3', data: 'mp3 bytes' },
  { name: 'notes/read me ü.txt', data: 'notes' },
  { name: 'LICENSE', data: 'licence' },
];

let t: TestApp;
let origin: string;
let admin: Client;
let tokens: { admin: string; inside: string; outside: string };
let insideId: string;
let teamId: string;
let packageId: string;
let unplayedId: string;

async function signedIn(type: 'admin' | 'student') {
  const user = await makeUser(t.deps.db, { type });
  return { id: user.id, token: await login(t.app, user.email, user.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const author = await signedIn('admin');
  const inside = await signedIn('student');
  const outside = await signedIn('student');
  tokens = { admin: author.token, inside: inside.token, outside: outside.token };
  insideId = inside.id;
  admin = client(t.app, author.token);
  teamId = await makeTeam(t.deps.db, [inside.id]);

  packageId = (await uploadPackage(t.app, author.token, scorm12Package(EXTRA_FILES))).json().data._id;
  unplayedId = (await uploadPackage(t.app, author.token, scorm12Package())).json().data._id;
  const course = await admin.post('course/create', {
    title: inAllLanguages('Routers'),
    description: inAllLanguages('About routers'),
    langs: ['en', 'pt', 'es'],
    status: 'published',
    audience: 'teams',
    teams: [teamId],
  });
  expect(course.status, JSON.stringify(course.body)).toBe(200);
  const lesson = await admin.post('course/lesson/save', {
    lesson: {
      courseId: course.body.data._id,
      kind: 'package',
      title: inAllLanguages('Router basics'),
      content: { package: { en: packageId, pt: packageId, es: packageId } },
    },
  });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** every header line as sent, names in lower case */
  lines: [string, string][];
  body: Buffer;
}

/**
 * A GET over real HTTP with the path sent as written (no URL parser folds its `..` or escapes),
 * signed in as a browser frame is: by the session's cookie.
 */
function get(path: string, token: string | null, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        headers: { ...headers, ...(token ? { cookie: `academy_session=${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const lines: [string, string][] = [];
          for (let at = 0; at < raw.length; at += 2)
            lines.push([String(raw[at]).toLowerCase(), String(raw[at + 1])]);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, lines, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const fileOf = (path: string, token: string | null = tokens.inside, headers: Record<string, string> = {}) =>
  get(`/api/package-files/${packageId}/${path}`, token, headers);

describe("serving a package's files", () => {
  it('when a learner the course reaches opens its launch page, it is served with the package’s own policy, nosniff and private caching', async () => {
    const res = await fileOf('index.html');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(page);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policies = res.lines.filter(([name]) => name === 'content-security-policy');
    const own = `${origin}/api/package-files/${packageId}/`;
    expect(policies).toEqual([
      [
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src ${own} 'unsafe-inline' 'unsafe-eval'`,
          `style-src ${own} 'unsafe-inline'`,
          "img-src 'self' data: blob:",
          "media-src 'self' data: blob:",
          "font-src 'self' data: blob:",
          `connect-src ${own} ${origin}/api/xapi/`,
          `frame-src ${own}`,
          `worker-src ${own} blob:`,
          `manifest-src ${own}`,
          "frame-ancestors 'self'",
          "form-action 'none'",
          "base-uri 'self'",
          "object-src 'none'",
        ].join('; '),
      ],
    ]);
  });

  it('serves each file with the type of its extension, and plain bytes for one it does not know', async () => {
    const types: Record<string, string> = {
      'js/app.js': 'text/javascript',
      'styles/main.css': 'text/css',
      'data/course.json': 'application/json',
      'imsmanifest.xml': 'application/xml',
      'img/logo.PNG': 'image/png',
      'fonts/open.woff2': 'font/woff2',
      'media/clip.mp4': 'video/mp4',
      'audio/voice.mp3': 'audio/mpeg',
      LICENSE: 'application/octet-stream',
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await fileOf(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe(type);
    }
  });

  it('serves the byte range a video asks for, and 416 for one outside the file', async () => {
    const res = await fileOf('media/clip.mp4', tokens.inside, { range: 'bytes=1000-1099' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1099/${CLIP.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body.equals(CLIP.subarray(1000, 1100))).toBe(true);
    const outside = await fileOf('media/clip.mp4', tokens.inside, { range: 'bytes=5000-' });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${CLIP.length}`);
  });

  it('finds a path by its URL-decoded spelling; any other spelling, a path leaving the package or an unknown one is 404', async () => {
    expect((await fileOf('notes/read%20me%20%C3%BC.txt')).body.toString()).toBe('notes');
    for (const path of [
      'nothing-here.html',
      'js/../index.html',
      './index.html',
      'js%2F..%2Findex.html',
      '%2e%2e/%2e%2e/lesson-packages',
      '..%2F..%2Fsystem%2Fhealth',
      'INDEX.HTML',
      '',
    ]) {
      const res = await fileOf(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body.toString()).error, path).toBe('not-found');
    }
    const traversal = await get(`/api/package-files/${packageId}/../${unplayedId}/index.html`, tokens.inside);
    expect(traversal.status).toBe(404);
  });

  it('answers 401 to a caller signed out, and 404 to a learner the course does not reach', async () => {
    const signedOut = await fileOf('index.html', null);
    expect(signedOut.status).toBe(401);
    const outsider = await fileOf('index.html', tokens.outside);
    expect(outsider.status).toBe(404);
    expect(outsider.body.toString()).not.toContain('SCO');
  });

  it('lets an author read any package, even one no lesson plays, which a learner cannot; an unknown package is 404', async () => {
    const unplayed = `/api/package-files/${unplayedId}/index.html`;
    expect((await get(unplayed, tokens.admin)).status).toBe(200);
    expect((await get(unplayed, tokens.inside)).status).toBe(404);
    expect((await get('/api/package-files/0123456789abcdef01234567/index.html', tokens.admin)).status).toBe(
      404,
    );
  });
});

describe('the access to a package, kept a minute', () => {
  it('when the learner leaves the course’s audience, his access lasts until its minute is over, and is then refused', async () => {
    let now = 1_000_000;
    const mayRead = packageAccess(t.deps.db, () => now);
    const viewer = { ...askerOf('student'), id: insideId };
    await mayRead(viewer, packageId);
    await t.deps.db
      .delete(teamUsers)
      .where(and(eq(teamUsers.teamId, teamId), eq(teamUsers.userId, insideId)));
    try {
      now += 59_000;
      await expect(mayRead(viewer, packageId)).resolves.toBeUndefined();
      now += 2_000;
      await expect(mayRead(viewer, packageId)).rejects.toMatchObject({ key: 'not-found' });
    } finally {
      await t.deps.db.insert(teamUsers).values({ teamId, userId: insideId, role: 'member' });
    }
  });
});
