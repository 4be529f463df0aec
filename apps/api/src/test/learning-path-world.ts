import { eq } from 'drizzle-orm';
import { courses, courseTeams } from '../db/schema/index.js';
import { completeCourse, publishedCourse } from './certificates.js';
import { client, inAllLanguages } from './course-data.js';
import { bearer } from './factories.js';
import type { TestApp } from './harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from './team-world.js';

/** Builders for the learning paths tests: the team world, courses, and paths made through the API. */

export interface PathAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each route answers
  body: { status: number; data?: any; error?: string; fields?: Record<string, string> };
}

/** Calls `learning_paths/<url>` (or any API path starting with `/`) as the holder of `token`. */
export function pathApi(t: TestApp, token: string) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: url.startsWith('/') ? `/api${url}` : `/api/learning_paths/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() } as PathAnswer;
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown) => send('POST', url, body),
    put: (url: string, body: unknown) => send('PUT', url, body),
    del: (url: string) => send('DELETE', url),
  };
}
export type PathApi = ReturnType<typeof pathApi>;

/** A path's create body: titled `<title> (en|pt|es)`, published unless said otherwise. */
export const pathBody = (title: string, courseIds: string[], extra: Record<string, unknown> = {}) => ({
  title: inAllLanguages(title),
  courses: courseIds,
  status: 'published',
  ...extra,
});

export interface PathWorld extends TeamWorld {
  api: Record<TeamRole, PathApi>;
  /** a published course open to all, of `lessons` video lessons */
  makeCourse(title: string, lessons?: number): Promise<{ courseId: string; lessonIds: string[] }>;
  /** a path made by the admin in one call, given to `teams`; returns its id */
  makePath(
    title: string,
    courseIds: string[],
    teams?: string[],
    extra?: Record<string, unknown>,
  ): Promise<string>;
  /** the course's every lesson watched to the end by the holder of `token` */
  complete(token: string, course: { courseId: string; lessonIds: string[] }): Promise<void>;
}

/** The team world (see team-world.ts) with an API client per role and path builders. */
export async function makePathWorld(t: TestApp): Promise<PathWorld> {
  const world = await makeTeamWorld(t);
  const api = Object.fromEntries(
    Object.entries(world.tokens).map(([role, token]) => [role, pathApi(t, token)]),
  ) as Record<TeamRole, PathApi>;
  const makeCourse = (title: string, lessons = 2) => publishedCourse(t, { title, lessons });
  const makePath = async (title: string, courseIds: string[], teams: string[] = [], extra = {}) => {
    const made = await api.admin.post('create', pathBody(title, courseIds, { teams, ...extra }));
    if (made.status !== 200) throw new Error(`create failed: ${JSON.stringify(made.body)}`);
    return made.body.data._id as string;
  };
  const complete = (token: string, course: { courseId: string; lessonIds: string[] }) =>
    completeCourse(client(t.app, token), course);
  return { ...world, api, makeCourse, makePath, complete };
}

/** Gives a course to one team only, so it reaches no one else. */
export async function courseOfTeamOnly(t: TestApp, courseId: string, teamId: string) {
  await t.deps.db.update(courses).set({ audience: 'teams' }).where(eq(courses.id, courseId));
  await t.deps.db.insert(courseTeams).values({ courseId, teamId });
}
