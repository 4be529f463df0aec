import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** A built web app in miniature, laid out as `vite build` and its precompress plugin leave it. */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

async function writeWithCopies(path: string, content: string) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'academy-web-'));
  await mkdir(join(dist, 'assets'));
  await writeWithCopies(join(dist, 'index.html'), INDEX);
  await writeWithCopies(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(dist, 'logo.svg'), LOGO);
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a hashed asset', () => {
  it('goes out as its brotli copy when the browser takes brotli, kept for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    // helmet's headers are kept
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('goes out as its gzip copy when the browser takes gzip only', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('goes out as it is when the browser takes no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('has no address of its own for its compressed copies', async () => {
    const response = await get('/assets/index-Ab12Cd34.js.br', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('index.html', () => {
  it('is asked for again on every visit, at / and at every app route, compressed', async () => {
    for (const url of ['/', '/courses', '/course/view/123?tab=2', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/courses');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });
});

/** What a client takes, as a browser, curl, an uptime monitor or a load balancer's check sends it. */
const ACCEPTED = [undefined, 'identity', 'gzip', 'br', 'gzip, deflate, br, zstd', '*'];

/** The answer's bytes as the client reads them, whatever encoding it came in. */
function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('every address answers the same whatever the client accepts', () => {
  const addresses: [url: string, status: number, body: string | null][] = [
    ['/', 200, INDEX],
    ['/login', 200, INDEX],
    ['/course/view/123/lesson/456?tab=2', 200, INDEX],
    ['/index.html', 200, INDEX],
    ['/assets/index-Ab12Cd34.js', 200, SCRIPT],
    ['/logo.svg', 200, LOGO],
    ['/assets/', 404, null],
    ['/assets/index-gone1234.js', 404, null],
  ];
  for (const [url, status, body] of addresses)
    it(`${url} answers ${status}`, async () => {
      const cacheControl = (await get(url, 'br')).headers['cache-control'];
      for (const acceptEncoding of ACCEPTED) {
        const response = await get(url, acceptEncoding);
        const client = `${url} with Accept-Encoding ${acceptEncoding ?? '(none)'}`;
        expect(response.statusCode, client).toBe(status);
        expect(response.headers['cache-control'], client).toBe(cacheControl);
        if (body !== null) expect(decoded(response), client).toBe(body);
        else expect(response.json().error, client).toBe('not-found');
      }
    });
});

it('a file of the public folder, without a hash in its name, is kept an hour', async () => {
  const response = await get('/logo.svg', 'br, gzip');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(response.body).toBe(LOGO);
});

it("a build file that is not there is a 404, not the app's page (a page of an older build asks for it)", async () => {
  const response = await get('/assets/index-gone1234.js', 'br');
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
});

it('an unknown API address is still a JSON 404, not the app', async () => {
  const response = await get('/api/no-such-call', 'br');
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
});
