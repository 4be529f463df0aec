import { readFile } from 'node:fs/promises';
import type { Language } from '@academy/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../lib/api-root.js';
import { type Client, client } from '../../test/course-data.js';
import { seedDemo } from '../../test/demo-academy.js';
import { login } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { lessonPackages, lessons, modules } from '../schema/index.js';
import { DEMO_PASSWORD } from './people.js';

const LANGS: Language[] = ['en', 'pt', 'es'];
const HTML_LANG = { en: 'en', pt: 'pt-BR', es: 'es' };

let t: TestApp;
let token = '';
let student: Client;
let tour: typeof lessons.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db, t.deps.storage);
  token = await login(t.app, 'student@academy.local', DEMO_PASSWORD);
  student = client(t.app, token);
  const [found] = await t.deps.db.select().from(lessons).where(eq(lessons.kind, 'package'));
  if (!found) throw new Error('the demo academy has no package lesson');
  tour = found;
});
afterAll(() => t.close());

const packageIds = () => LANGS.map((lang) => tour.content.package?.[lang] ?? '');

/** A file of a package as the lesson's frame asks for it: signed in by the session's cookie. */
const packageFile = (packageId: string, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/package-files/${packageId}/${path}`,
    headers: { cookie: `academy_session=${token}` },
  });

describe('the demo academy’s product tour', () => {
  it('when seeded, the Wi-Fi course’s optional module ends with the AX-200 tour, a SCORM 2004 package per language', async () => {
    expect(tour.title.en).toBe('AX-200 product tour');
    const [module] = await t.deps.db
      .select()
      .from(modules)
      .where(eq(modules.id, tour.moduleId ?? ''));
    expect(module).toMatchObject({ title: { en: 'Going further' }, isOptional: true });
    const ids = packageIds();
    expect(new Set(ids).size).toBe(3);
    const stored = await t.deps.db.select().from(lessonPackages).where(inArray(lessonPackages.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.title)).toEqual([
      'AX-200 product tour',
      'Tour do produto AX-200',
      'Recorrido por el producto AX-200',
    ]);
    for (const row of stored) {
      expect(row).toMatchObject({ standard: 'scorm2004-4', files: 4 });
      expect(row.units).toEqual([{ id: 'tour-item', title: row.title, launch: 'index.html' }]);
    }
  });

  it('serves each language’s page, with its own language, and the shared script and stylesheet, to the demo student', async () => {
    for (const [at, packageId] of packageIds().entries()) {
      const lang = LANGS[at] as Language;
      const page = await packageFile(packageId, 'index.html');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html');
      expect(page.body).toContain(`<html lang="${HTML_LANG[lang]}">`);
      expect(page.body).toContain('<script src="tour.js" defer></script>');
      const script = await packageFile(packageId, 'tour.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript');
      expect(script.body).toContain('API_1484_11');
      expect((await packageFile(packageId, 'tour.css')).headers['content-type']).toBe('text/css');
    }
  });

  it('asks nothing of another site: no address in its pages, script or stylesheet', async () => {
    const sources = ['tour.js', 'tour.css', ...LANGS.map((lang) => `${lang}/index.html`)];
    for (const source of sources) {
      const text = await readFile(apiPath('src/db/seed/product-tour', source), 'utf8');
      expect(text, source).not.toMatch(/https?:|\/\/[a-z]/i);
    }
  });

  it('when the demo student opens it, his attempt plays the package of the language he asks for', async () => {
    const res = await student.post('package-attempts/open', {
      courseId: tour.courseId,
      lessonId: tour.id,
      lang: 'pt',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ptId = tour.content.package?.pt;
    expect(res.body.data).toMatchObject({
      packageId: ptId,
      standard: 'scorm2004-4',
      title: 'Tour do produto AX-200',
      base: `/api/package-files/${ptId}/`,
      units: [{ id: 'tour-item', title: 'Tour do produto AX-200', launch: 'index.html' }],
      data: {},
    });
  });
});
