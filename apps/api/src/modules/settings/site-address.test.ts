import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { mailOutbox, settings, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sendRegistrationReminders } from '../users/index.js';

// behind one proxy, as in production: its X-Forwarded-Proto and -Host are the address
let t: TestApp;
let adminToken: string;
let distributorId: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxyHops: 1 });
  const admin = await makeUser(t.deps.db, { type: 'admin', lang: 'en' });
  adminToken = await login(t.app, admin.email, admin.password);
  distributorId = await makeDistributor(t.deps.db, (await makeCountry(t.deps.db)).id);
});
afterAll(() => t.close());

const PROXIED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'academy.example.org' };

const siteUrl = async () =>
  (await t.deps.db.select().from(settings).where(eq(settings.name, 'site_url')))[0]?.value;
const setSiteUrl = (value: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setting/create-or-update',
    headers: bearer(adminToken),
    payload: { name: 'site_url', value },
  });
async function lastMailTo(email: string) {
  await t.deps.mailer.settled();
  const [mail] = await t.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return mail?.text ?? '';
}

/** Approves a new pending registration through `headers`' address; answers the approval mail. */
async function approvalMail(headers: Record<string, string> = {}) {
  const pending = await makeUser(t.deps.db, { status: 'pending', distributorId, lang: 'en' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/accept',
    headers: { ...bearer(adminToken), ...headers },
    payload: { userIds: [pending.id], accept: true },
  });
  expect(res.statusCode).toBe(200);
  return lastMailTo(pending.email);
}

/** Creates an account through `headers`' address; answers its invitation mail. */
async function invitationMail(headers: Record<string, string> = {}) {
  const email = `invited.${Date.now()}.${Math.random().toString(16).slice(2)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/create',
    headers: { ...bearer(adminToken), ...headers },
    payload: { type: 'admin', name: 'Invited Admin', email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastMailTo(email);
}

describe("the academy's address", () => {
  it('is not seeded: a new academy has none', async () => {
    expect(await siteUrl()).toBe('');
  });

  it('while unset, the approval and invitation mails link to the address the request came to', async () => {
    expect(await approvalMail({ host: 'learn.example.net' })).toContain('http://learn.example.net/login');
    expect(await invitationMail({ host: 'learn.example.net' })).toContain(
      'http://learn.example.net/recovery?email=',
    );
  });

  it('while unset, behind the trusted proxy, the links take the address the proxy was asked for', async () => {
    expect(await approvalMail(PROXIED)).toContain('https://academy.example.org/login');
    expect(await invitationMail(PROXIED)).toContain('https://academy.example.org/recovery?email=');
  });

  it('once set, every link takes it, whatever address the request came to; blank unsets it again', async () => {
    expect((await setSiteUrl('https://training.example.com/')).statusCode).toBe(200);
    try {
      expect(await approvalMail(PROXIED)).toContain('https://training.example.com/login');
      expect(await invitationMail(PROXIED)).toContain('https://training.example.com/recovery?email=');
    } finally {
      expect((await setSiteUrl('')).statusCode).toBe(200);
    }
    expect(await approvalMail(PROXIED)).toContain('https://academy.example.org/login');
  });

  it('a reminder, sent by a job with no request, links to the pending registrations only once it is set', async () => {
    const remind = async (at: string) => {
      const waiting = await makeUser(t.deps.db, { status: 'pending', distributorId });
      await t.deps.db
        .update(users)
        .set({ createdAt: new Date(Date.parse(at) - 50 * 3_600_000) })
        .where(eq(users.id, waiting.id));
      expect(await sendRegistrationReminders(t.deps.db, new Date(at))).toBeGreaterThan(0);
      const [{ email } = { email: '' }] = await t.deps.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.type, 'admin'))
        .limit(1);
      return lastMailTo(email);
    };
    const unset = await remind('2031-01-10T12:00:00Z');
    expect(unset).toContain('Pending registrations');
    expect(unset).not.toMatch(/https?:\/\//);
    await setSiteUrl('https://training.example.com');
    try {
      expect(await remind('2031-02-10T12:00:00Z')).toContain(
        'https://training.example.com/settings/users_check',
      );
    } finally {
      await setSiteUrl('');
    }
  });
});

describe('the upgrade that unsets the seeded address', () => {
  const unsetSeeded = async () =>
    t.deps.db.execute(sql.raw(await readFile(join(MIGRATIONS_DIR, '0011_site-address-unset.sql'), 'utf8')));
  const store = (value: string) =>
    t.deps.db.update(settings).set({ value }).where(eq(settings.name, 'site_url'));

  it('unsets an address that is still the seeded http://localhost:3000', async () => {
    await store('http://localhost:3000');
    await unsetSeeded();
    expect(await siteUrl()).toBe('');
  });

  it('keeps any address an admin chose, even one close to the seeded one', async () => {
    for (const chosen of ['https://academy.example.com', 'http://localhost:3000/', 'http://localhost:8080']) {
      await store(chosen);
      await unsetSeeded();
      expect(await siteUrl()).toBe(chosen);
    }
    await store('');
  });
});
