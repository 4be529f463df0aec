import type { Language, LessonInput, UploadType } from '@academy/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.js';
import { courses, files, lessons, modules, teams, teamUsers, trainingTypes } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import type { Storage } from '../lib/storage.js';
import { fileUrl } from '../lib/stored-files.js';

/**
 * Builders of course content for the tests of every module that needs courses (courses, progress,
 * exams, certificates, paths, reports...), and a client that calls the API with a token. Users
 * come from factories.ts.
 */

export interface Answer {
  status: number;
  /** the parsed JSON envelope ({ status: 0 } for a download) */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each route answers
  body: { status: number; data?: any; error?: string; fields?: Record<string, string> };
  raw: LightMyRequestResponse;
}

/** Calls the API as the holder of `token` and gives the status with the parsed envelope. */
export function client(app: { inject: FastifyInstance['inject'] }, token: string) {
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Answer> => {
    const raw = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(raw.headers['content-type'] ?? '').startsWith('application/json');
    return { status: raw.statusCode, body: isJson ? raw.json() : { status: 0 }, raw };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown) => send('POST', url, body),
    del: (url: string, body?: unknown) => send('DELETE', url, body),
  };
}
export type Client = ReturnType<typeof client>;

/** The same text in the three languages, marked by language. */
export const inAllLanguages = (text: string) => ({
  en: `${text} (en)`,
  pt: `${text} (pt)`,
  es: `${text} (es)`,
});

/** A stored file of an upload type, as POST /api/file would have left it; returns its URL. */
export async function makeStoredFile(
  deps: { db: Db; storage: Storage },
  type: UploadType,
  options: { name?: string; mime?: string; bytes?: Buffer } = {},
): Promise<string> {
  const id = newId();
  const storageKey = `${type}/${id}.bin`;
  const bytes = options.bytes ?? Buffer.from(`bytes of ${id}`);
  await deps.storage.put(storageKey, bytes);
  await deps.db.insert(files).values({
    id,
    type,
    mime: options.mime ?? 'application/pdf',
    size: bytes.length,
    storageKey,
    originalName: options.name ?? `${type}.pdf`,
  });
  return fileUrl({ id, type, storageKey });
}

export async function makeTrainingType(db: Db, id: number, title = `Training ${id}`) {
  await db.insert(trainingTypes).values({ id, title }).onConflictDoNothing();
  return id;
}

/** An enabled team (or a disabled one) with these members; returns its id. */
export async function makeTeam(db: Db, memberIds: string[], status: 'enabled' | 'disabled' = 'enabled') {
  const id = newId();
  await db.insert(teams).values({ id, name: `Team ${id.slice(-4)}`, status });
  if (memberIds.length > 0)
    await db
      .insert(teamUsers)
      .values(memberIds.map((userId) => ({ teamId: id, userId, role: 'member' as const })));
  return id;
}

/** A video lesson with a hosted video per language, ready for course/lesson/save. */
export const videoLesson = (courseId: string, extra: Partial<LessonInput> = {}) => ({
  courseId,
  kind: 'video' as const,
  title: inAllLanguages('Video lesson'),
  description: inAllLanguages('About the video'),
  content: {
    video: {
      en: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      pt: 'https://vimeo.com/123456',
      es: 'https://youtu.be/bbbbbbbbbbb',
    },
  },
  ...extra,
});

/** A valid question with two answers, the first correct. */
export const question = (type: 'single' | 'multiple' = 'single', title = 'Question') => ({
  type,
  title: inAllLanguages(title),
  answers: [
    { text: inAllLanguages('Right'), correct: true },
    { text: inAllLanguages('Wrong'), correct: false },
  ],
});

export const examLesson = (courseId: string, extra: Partial<LessonInput> = {}) => ({
  courseId,
  kind: 'exam' as const,
  title: inAllLanguages('Exam'),
  questions: [question('single', 'First'), question('multiple', 'Second')],
  min_questions: 1,
  generate_certificate: true,
  ...extra,
});

interface SeedOptions {
  status?: 'draft' | 'published';
  structure?: 'linear' | 'modular';
  modules?: number;
  lessonsPerModule?: number;
  langs?: Language[];
  title?: string;
}

/**
 * Courses written straight to the database with multi-row inserts (for lists and query
 * counts, where authoring through the API would only be slow). Returns the course ids.
 */
export async function seedCourses(db: Db, count: number, options: SeedOptions = {}): Promise<string[]> {
  const structure = options.structure ?? 'modular';
  const courseRows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    title: inAllLanguages(`${options.title ?? 'Seeded'} ${index}`),
    langs: options.langs ?? (['en', 'pt', 'es'] as Language[]),
    structure,
    status: options.status ?? 'published',
    position: 1000 + index,
  }));
  if (courseRows.length === 0) return [];
  await db.insert(courses).values(courseRows);
  const moduleRows = courseRows.flatMap((course) =>
    Array.from({ length: structure === 'modular' ? (options.modules ?? 2) : 0 }, (_, position) => ({
      id: newId(),
      courseId: course.id,
      title: inAllLanguages(`Module ${position}`),
      position,
    })),
  );
  if (moduleRows.length > 0) await db.insert(modules).values(moduleRows);
  const perParent = options.lessonsPerModule ?? 3;
  const parents =
    structure === 'modular'
      ? moduleRows.map((module) => ({ courseId: module.courseId, moduleId: module.id as string | null }))
      : courseRows.map((course) => ({ courseId: course.id, moduleId: null }));
  const lessonRows = parents.flatMap((parent) =>
    Array.from({ length: perParent }, (_, position) => ({
      id: newId(),
      ...parent,
      kind: 'video' as const,
      title: inAllLanguages(`Lesson ${position}`),
      content: { video: { en: 'https://vimeo.com/1', pt: 'https://vimeo.com/1', es: 'https://vimeo.com/1' } },
      position,
    })),
  );
  if (lessonRows.length > 0) await db.insert(lessons).values(lessonRows);
  return courseRows.map((course) => course.id);
}
