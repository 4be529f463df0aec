import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, DEMO_USERS, type DemoUser } from './helpers.js';

const inAll = (en: string, pt: string, es: string) => ({ en, pt, es });

/** A YouTube link: this machine has no internet, so its player really cannot load. */
export const YOUTUBE_ID = 'aqz-KE-bpKQ';

export interface YoutubeCourse {
  title: { en: string; pt: string; es: string };
  lessonTitle: { en: string; pt: string; es: string };
  courseId: string;
  /** the lesson's address in the app */
  lessonPath: string;
  lessonId: string;
}

/** Signs `who` (a demo account or another) in through the API and gives his token. */
export async function tokenOf(api: APIRequestContext, who: DemoUser | Account): Promise<string> {
  const login = await api.post('/api/auth/login', {
    data: typeof who === 'string' ? DEMO_USERS[who] : { email: who.email, password: who.password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Calls the API with `token` and unwraps the `{ status: 1, data }` envelope. */
export async function apiCall<T>(
  api: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const response =
    data === undefined
      ? await api.get(`/api/${path}`, { headers })
      : await api.post(`/api/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A published course open to all, with one module holding one YouTube video lesson. */
export async function createYoutubeCourse(api: APIRequestContext, name: string): Promise<YoutubeCourse> {
  const stamp = `${name} ${Date.now().toString(36)}`;
  const title = inAll(`Optics ${stamp}`, `Óptica ${stamp}`, `Óptica ${stamp}`);
  const lessonTitle = inAll('Cleaning a connector', 'Limpando um conector', 'Limpiando un conector');
  const token = await tokenOf(api, 'admin');
  const course = await apiCall<{ _id: string }>(api, token, 'course/create', {
    title,
    description: inAll('Keep fiber clean.', 'Mantenha a fibra limpa.', 'Mantenga la fibra limpia.'),
    langs: ['en', 'pt', 'es'],
    structure: 'modular',
    status: 'published',
  });
  const module = await apiCall<{ _id: string }>(api, token, 'course/module/save', {
    courseId: course._id,
    module: { title: inAll('Basics', 'Básico', 'Básico') },
  });
  const link = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
  const lesson = await apiCall<{ _id: string }>(api, token, 'course/lesson/save', {
    lesson: {
      courseId: course._id,
      moduleId: module._id,
      kind: 'video',
      title: lessonTitle,
      content: { video: { en: link, pt: link, es: link } },
    },
  });
  return {
    title,
    lessonTitle,
    courseId: course._id,
    lessonId: lesson._id,
    lessonPath: `/course/${course._id}/module/${module._id}/lesson/view/${lesson._id}`,
  };
}
