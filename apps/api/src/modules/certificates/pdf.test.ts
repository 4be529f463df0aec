import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, settings } from '../../db/schema/index.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
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

async function certificateOf(userId: string) {
  const [row] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, userId));
  if (!row) throw new Error('no certificate');
  return row;
}

describe('user/certificate/generate', () => {
  it("answers the holder's PDF: his name in any script, the course, dates in his language, and a QR code of the verification page", async () => {
    await admin.post('setting/create-or-update', { name: 'site_url', value: 'https://academy.example.com/' });
    const course = await publishedCourse(t, { title: 'Redes Ópticas', lessons: 1, validityMonths: 24 });
    const name = 'Łukasz Ñandú Ørsted Χαρά Юлия';
    const learner = await signedIn(t, { name, lang: 'pt' });
    await completeCourse(learner.api, course);
    const certificate = await certificateOf(learner.id);

    const res = await learner.api.post('user/certificate/generate', { certificateId: certificate.id });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(downloadOf(res.raw.headers['content-disposition'])).toEqual({
      type: 'attachment',
      name: 'redes-ópticas-(pt)-cert.pdf',
    });

    const pdf = await readPdf(res.raw.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(name);
    expect(pdf.text).toContain('Redes Ópticas (pt)');
    expect(pdf.text).toContain('Certificado de conclusão');
    const issued = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });
    expect(pdf.text).toContain(`Emitido em ${issued.format(certificate.issuedAt)}`);
    expect(pdf.text).toContain(`Válido até ${issued.format(certificate.expiresAt ?? new Date())}`);
    expect(pdf.text).toContain(certificate.code);
    expect(pdf.qrCodes).toEqual([`https://academy.example.com/certificate/verify/${certificate.code}`]);
  });

  it('without a site_url, points the QR code at the address the request came to', async () => {
    await t.deps.db.delete(settings).where(eq(settings.name, 'site_url'));
    const course = await publishedCourse(t, { lessons: 1 });
    const learner = await signedIn(t, { lang: 'en' });
    await completeCourse(learner.api, course);
    const certificate = await certificateOf(learner.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/certificate/generate',
      headers: { authorization: `Bearer ${learner.token}`, host: 'learn.partner.example:8080' },
      payload: { certificateId: certificate.id },
    });
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('Certificate of completion');
    expect(pdf.text).not.toContain('Valid until');
    expect(pdf.qrCodes).toEqual([`http://learn.partner.example:8080/certificate/verify/${certificate.code}`]);
  });

  it("refuses someone else's certificate (as missing) and a revoked one; an admin prints anyone's", async () => {
    const course = await publishedCourse(t, { lessons: 1 });
    const learner = await signedIn(t);
    const other = await signedIn(t);
    await completeCourse(learner.api, course);
    const certificate = await certificateOf(learner.id);
    const body = { certificateId: certificate.id };

    expect((await other.api.post('user/certificate/generate', body)).body.error).toBe('not-found');
    expect((await admin.post('user/certificate/generate', body)).status).toBe(200);
    await admin.post('certificate/revoke', { code: certificate.code, reason: 'Issued by mistake' });
    const revoked = await learner.api.post('user/certificate/generate', body);
    expect(revoked.status).toBe(409);
    expect(revoked.body.error).toBe('certificate-revoked');
    expect((await learner.api.post('user/certificate/generate', { certificateId: 'x' })).status).toBe(400);
  });
});
