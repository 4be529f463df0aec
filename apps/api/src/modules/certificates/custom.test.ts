import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { signedIn } from '../../test/certificates.js';
import type { Client } from '../../test/course-data.js';
import { downloadOf } from '../../test/download-name.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readPdf } from '../../test/read-pdf.js';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { type: 'admin' })).api;
});
afterAll(() => t.close());

const certificate = { title: 'Best installer 2026', text: 'For the most fiber links installed in the year' };

describe('user/custom-certificates', () => {
  it('gives each chosen user a certificate that he lists, prints and anyone verifies like a course one', async () => {
    const ana = await signedIn(t, { name: 'Ana Souza', lang: 'pt' });
    const juan = await signedIn(t, { name: 'Juan Pérez', lang: 'es' });

    const res = await admin.post('user/custom-certificates', {
      users: [ana.id, juan.id],
      certificate: { ...certificate, validityMonths: 12 },
    });
    expect(res.status).toBe(200);
    const items = res.body.data.items as { _id: string; userId: string; name: string; code: string }[];
    expect(items.map((item) => item.name).sort()).toEqual(['Ana Souza', 'Juan Pérez']);

    for (const [learner, name] of [
      [ana, 'Ana Souza'],
      [juan, 'Juan Pérez'],
    ] as const) {
      const issued = items.find((item) => item.userId === learner.id);
      if (!issued) throw new Error('not issued');
      const mine = (await learner.api.get('course/my-certificates')).body.data.items;
      expect(mine).toEqual([
        expect.objectContaining({
          _id: issued._id,
          kind: 'custom',
          courseId: null,
          title: certificate.title,
          status: 'valid',
          code: issued.code,
          expiresAt: expect.any(String),
        }),
      ]);
      expect((await learner.api.get('course/header-tabs-counters')).body.data.certificates).toBe(1);

      const check = await t.app.inject({ method: 'GET', url: `/api/certificate/verify/${issued.code}` });
      expect(check.json().data).toMatchObject({ name, title: certificate.title, status: 'valid' });

      const pdf = await learner.api.post('user/certificate/generate', { certificateId: issued._id });
      const read = await readPdf(pdf.raw.rawPayload);
      expect(read.text).toContain(name);
      expect(read.text).toContain(certificate.text);
      expect(downloadOf(pdf.raw.headers['content-disposition']).name).toBe('best-installer-2026-cert.pdf');
    }
    const [stored] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, ana.id));
    expect(stored).toMatchObject({ lang: 'pt', data: { text: certificate.text } });
  });

  it('refuses the whole batch when a user does not exist, and a learner may not issue any', async () => {
    const ana = await signedIn(t);
    const unknown = await admin.post('user/custom-certificates', { users: [ana.id, newId()], certificate });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ users: 'validation.users' });
    expect(await t.deps.db.select().from(certificates).where(eq(certificates.userId, ana.id))).toEqual([]);

    for (const body of [
      { users: [], certificate },
      { users: [ana.id, ana.id], certificate },
      { users: [ana.id], certificate: { title: ' ', text: '' } },
      { users: [ana.id], certificate: { ...certificate, validityMonths: 0 } },
    ])
      expect((await admin.post('user/custom-certificates', body)).status).toBe(400);
    expect((await ana.api.post('user/custom-certificates', { users: [ana.id], certificate })).status).toBe(
      403,
    );
  });
});
