import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
import type { Client } from '../../test/course-data.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newVerificationCode } from './code.js';
import { VERIFY_LIMIT } from './rate-limit.js';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { type: 'admin' })).api;
});
afterAll(() => t.close());

/** GET certificate/verify/:code with no session at all. */
const verify = (code: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/certificate/verify/${encodeURIComponent(code)}`,
    remoteAddress: ip,
  });

async function earnedCertificate(options: { validityMonths?: number } = {}) {
  const course = await publishedCourse(t, { title: 'Fiber splicing', lessons: 1, ...options });
  const learner = await signedIn(t, { name: 'María José Núñez', lang: 'es' });
  await completeCourse(learner.api, course);
  const [row] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id));
  if (!row) throw new Error('no certificate');
  return { row, learner };
}

describe('certificate/verify', () => {
  it('when the code is real, answers to anyone the name, title, dates, status and renewals, and nothing else', async () => {
    const { row } = await earnedCertificate({ validityMonths: 6 });
    const res = await verify(row.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'María José Núñez',
      title: 'Fiber splicing (es)',
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString(),
      status: 'valid',
      version: null,
      renews: null,
      renewedBy: null,
      current: null,
    });
    // as typed by a person: lower case, in groups
    const typed = row.code.toLowerCase().replace(/(.{4})/g, '$1-');
    expect((await verify(typed)).json().data.status).toBe('valid');
  });

  it('when the code is made up, answers certificate-not-found', async () => {
    for (const code of [newVerificationCode(), 'not-a-code', 'x']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'certificate-not-found' });
    }
  });

  it('when the end has passed, answers expired', async () => {
    const { row, learner } = await earnedCertificate({ validityMonths: 12 });
    await t.deps.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, row.id));
    expect((await verify(row.code)).json().data.status).toBe('expired');
    // the learner sees it expired too, and it no longer counts as certified
    const mine = (await learner.api.get('course/my-certificates')).body.data;
    expect(mine.items.map((item: { status: string }) => item.status)).toEqual(['expired']);
    expect((await learner.api.get('course/header-tabs-counters')).body.data.certificates).toBe(0);
  });

  it('when an admin revokes it with a reason, answers revoked; the reason stays private and a second revocation keeps it', async () => {
    const { row, learner } = await earnedCertificate();
    expect((await learner.api.post('certificate/revoke', { code: row.code, reason: 'Mine' })).status).toBe(
      403,
    );
    expect((await admin.post('certificate/revoke', { code: row.code, reason: '  ' })).body.fields).toEqual({
      reason: 'validation.required',
    });

    const revoked = await admin.post('certificate/revoke', { code: row.code, reason: 'Exam fraud' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    await admin.post('certificate/revoke', { code: row.code, reason: 'Another reason' });
    const [stored] = await t.deps.db.select().from(certificates).where(eq(certificates.id, row.id));
    expect(stored?.revokedReason).toBe('Exam fraud');
    expect(stored?.revokedBy).not.toBeNull();

    const checked = (await verify(row.code)).json().data;
    expect(checked.status).toBe('revoked');
    expect(JSON.stringify(checked)).not.toContain('fraud');
    expect((await learner.api.get('course/my-certificates')).body.data.items[0].status).toBe('revoked');

    const unknown = await admin.post('certificate/revoke', { code: newVerificationCode(), reason: 'x' });
    expect(unknown.status).toBe(404);
  });

  it(`when one address checks more than ${VERIFY_LIMIT.max} codes a minute, answers 429; another address is not held up`, async () => {
    const ip = '10.9.9.9';
    const answers = [];
    for (let n = 0; n <= VERIFY_LIMIT.max; n++) answers.push((await verify('made-up', ip)).statusCode);
    expect(answers.slice(0, VERIFY_LIMIT.max).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await verify('made-up', '10.9.9.10')).statusCode).toBe(404);
  });
});

describe('user/get_certificates_data', () => {
  it("answers the caller's certificates of the given courses only", async () => {
    const { row, learner } = await earnedCertificate();
    const other = await publishedCourse(t, { lessons: 1 });
    const res = await learner.api.post('user/get_certificates_data', {
      coursesIds: [row.courseId, other.courseId],
    });
    expect(res.body.data).toEqual([
      expect.objectContaining({ _id: row.id, courseId: row.courseId, status: 'valid', code: row.code }),
    ]);
    expect(
      (await admin.post('user/get_certificates_data', { coursesIds: [row.courseId] })).body.data,
    ).toEqual([]);
    expect((await learner.api.post('user/get_certificates_data', { coursesIds: [] })).status).toBe(400);
  });
});
