import type { UserType } from '@academy/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonPackageFiles, lessonPackages } from '../../db/schema/index.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  cmi5Package,
  page,
  scorm12,
  scorm12Package,
  scorm2004Package,
  uploadPackage,
} from '../../test/packages.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';
import { zipOf } from '../../test/zip-writer.js';

let t: TestApp;
let tokens: Record<UserType, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
});
afterAll(() => t.close());

/** Every key the store holds under packages/. */
async function storedKeys() {
  const keys: string[] = [];
  for await (const object of t.deps.storage.list('packages/')) keys.push(object.key);
  return keys.sort();
}

/** What is kept of packages: rows of both tables and the store's keys. */
async function kept() {
  const [packages] = await t.deps.db.select({ n: count() }).from(lessonPackages);
  const [files] = await t.deps.db.select({ n: count() }).from(lessonPackageFiles);
  return { packages: packages?.n, files: files?.n, keys: await storedKeys() };
}

/** A stored file's bytes, read back through the store. */
async function storedBytes(key: string) {
  const opened = await t.deps.storage.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const upload = async (zip: Buffer, token: string | null = tokens.admin) => {
  const res = await uploadPackage(t.app, token, zip);
  return { status: res.statusCode, body: res.json() };
};

describe('uploading a package', () => {
  it('when an author uploads a SCORM 1.2 package of one SCO, its files are stored under keys of ours and recorded with it', async () => {
    const res = await upload(scorm12Package());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const uploaded = res.body.data;
    expect(uploaded).toMatchObject({
      standard: 'scorm12',
      title: 'Router basics',
      units: [{ id: 'i1', title: 'Router basics', launch: 'index.html' }],
      files: 3,
    });
    expect(uploaded._id).toMatch(/^[0-9a-f]{24}$/);

    const files = await t.deps.db
      .select()
      .from(lessonPackageFiles)
      .where(eq(lessonPackageFiles.packageId, uploaded._id));
    expect(files.map((file) => file.path).sort()).toEqual(['imsmanifest.xml', 'index.html', 'js/app.js']);
    for (const file of files) expect(file.key).toMatch(new RegExp(`^packages/${uploaded._id}/\\d+$`));
    const index = files.find((file) => file.path === 'index.html');
    expect((await storedBytes(index?.key ?? '')).toString()).toBe(page);
    expect(index?.size).toBe(Buffer.byteLength(page));
    expect(uploaded.bytes).toBe(files.reduce((sum, file) => sum + file.size, 0));

    const [row] = await t.deps.db.select().from(lessonPackages).where(eq(lessonPackages.id, uploaded._id));
    expect(row?.uploadedBy).not.toBeNull();

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/lesson-packages/${uploaded._id}`,
      headers: bearer(tokens.admin),
    });
    expect(read.json()).toEqual({ status: 1, data: uploaded });
  });

  it('when the package is SCORM 2004 4th edition with two SCOs, both are its units in order; a deflated file is stored inflated', async () => {
    const res = await upload(scorm2004Package('4th'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      standard: 'scorm2004-4',
      title: 'Switching',
      units: [
        { id: 's1', title: 'VLANs', launch: 'vlans/index.html' },
        { id: 's2', title: 'Trunks', launch: 'trunks/index.html?part=2' },
      ],
      files: 3,
    });
    const [trunks] = await t.deps.db
      .select()
      .from(lessonPackageFiles)
      .where(eq(lessonPackageFiles.path, 'trunks/index.html'));
    expect((await storedBytes(trunks?.key ?? '')).toString()).toBe(page);
  });

  it('when the package is a cmi5 course, its assignable unit is kept with its moveOn and mastery score', async () => {
    const res = await upload(cmi5Package());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      standard: 'cmi5',
      title: 'Wi-Fi survey',
      units: [{ launch: 'au/index.html', moveOn: 'CompletedAndPassed', masteryScore: 0.8 }],
      files: 2,
    });
  });

  it('when the package is bad, answers its reason on the field `package` and keeps nothing: no row, no stored file', async () => {
    const before = await kept();
    const outside = scorm12.replace('href="index.html">', 'href="../../index.html">');
    const bad: [string, Buffer][] = [
      ['package.notZip', Buffer.from('not a zip at all')],
      ['package.pathOutside', scorm12Package([{ name: '../evil.sh', data: 'x' }])],
      ['package.pathOutside', scorm12Package([{ name: '/etc/passwd', data: 'x' }])],
      ['package.symlink', scorm12Package([{ name: 'link', data: '/etc/passwd', symlink: true }])],
      [
        'package.tooManyEntries',
        scorm12Package(Array.from({ length: 10_001 - 3 }, (_, n) => ({ name: `f${n}.txt` }))),
      ],
      // a file of 1 GB unpacked, as its header says
      [
        'package.tooLarge',
        scorm12Package([
          { name: 'big.bin', data: Buffer.alloc(1024), deflate: true, declaredSize: 1024 ** 3 },
        ]),
      ],
      [
        'package.compressionRatio',
        scorm12Package([{ name: 'bomb.bin', data: Buffer.alloc(4 * 1024 * 1024), deflate: true }]),
      ],
      ['package.pathOutside', zipOf([{ name: 'imsmanifest.xml', data: outside }])],
      ['package.manifestNotXml', zipOf([{ name: 'imsmanifest.xml', data: '<manifest><unclosed>' }])],
    ];
    for (const [reason, zip] of bad) {
      const res = await upload(zip);
      expect(res.status, reason).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: { package: reason } });
    }
    expect(await kept()).toEqual(before);
  });

  it('when a file unpacks larger than its header says (a bomb past the size checks), the files stored before it are removed', async () => {
    const before = await kept();
    const files = Array.from({ length: 12 }, (_, n) => ({ name: `assets/${n}.txt`, data: `file ${n}` }));
    const zip = scorm12Package([
      ...files,
      { name: 'zz-bomb.bin', data: Buffer.alloc(2 * 1024 * 1024), deflate: true, declaredSize: 100 },
    ]);
    const res = await upload(zip);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ package: 'package.notZip' });
    expect(await kept()).toEqual(before);
  });

  for (const type of NON_ADMIN_TYPES)
    it(`when a ${type} uploads a package, answers 403 and keeps nothing`, async () => {
      const before = await kept();
      const res = await upload(scorm12Package(), tokens[type]);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
      expect(await kept()).toEqual(before);
    });

  it('when nobody is signed in, answers 401; a learner may not read a package, an unknown one is 404', async () => {
    expect((await upload(scorm12Package(), null)).status).toBe(401);
    const { body } = await upload(cmi5Package());
    const read = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/lesson-packages/${id}`, headers: bearer(token) });
    expect((await read(tokens.student, body.data._id)).statusCode).toBe(403);
    expect((await read(tokens.admin, '0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('when the body has no `files` part, or is not multipart, answers 400', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/lesson-packages',
      payload: { files: 'x' },
      headers: bearer(tokens.admin),
    });
    expect(empty.statusCode).toBe(400);
  });
});
