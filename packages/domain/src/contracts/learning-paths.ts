import { z } from 'zod';
import { blankLanguages } from '../course-rules.js';
import { LANGUAGES } from '../languages.js';
import { USER_TYPES } from '../roles.js';
import { defineCall, doneSchema, pageOf } from './call.js';
import { idField, idSchema, paginationSchema, searchSchema } from './common.js';

export const LEARNING_PATH_STATUSES = ['draft', 'published'] as const;
export type LearningPathStatus = (typeof LEARNING_PATH_STATUSES)[number];

/** How many courses and teams one learning path may hold. */
export const LEARNING_PATH_LIMITS = { courses: 200, teams: 1000 } as const;

const INVALID = 'validation.invalid';
/** PostgreSQL text and jsonb cannot hold a NUL character: refuse it here rather than fail there. */
const noNul = (value: string) => !value.includes('\u0000');
const localizedInput = () => {
  const part = z.string(INVALID).max(20000, 'validation.tooLong').refine(noNul, INVALID).default('');
  return z.object({ en: part, pt: part, es: part }, INVALID);
};
const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * A learning path as the form sends it. A path has no languages of its own: like a course's
 * title in each of its languages (spec section 5, "Required in all languages"), its title must be
 * filled in every language; its description may stay blank. `courses` are the path's courses in
 * the order a learner takes them: at least one, each once, each an existing course (checked by
 * the server).
 */
export const learningPathFields = {
  title: localizedInput().superRefine((title, context) => {
    for (const problem of blankLanguages(title, LANGUAGES, []))
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }),
  description: localizedInput(),
  courses: z
    .array(idField('validation.unknownCourse'), 'validation.required')
    .min(1, 'validation.required')
    .max(LEARNING_PATH_LIMITS.courses, INVALID)
    .refine(unique, 'validation.duplicate'),
  /** a course opens only once the one before it is complete */
  enforceOrder: z.boolean(INVALID),
  /** every learner sees the path; otherwise only the people of its teams */
  openToAll: z.boolean(INVALID),
  status: z.enum(LEARNING_PATH_STATUSES, INVALID),
  /**
   * the teams the path is given to, each an existing team (checked by the server); a published
   * path that is not open to all needs one (`pathLacksTeams`)
   */
  teams: z
    .array(idField('validation.unknownTeam'), INVALID)
    .max(LEARNING_PATH_LIMITS.teams, INVALID)
    .refine(unique, 'validation.duplicate'),
};

export const createLearningPathRequest = z.strictObject(
  {
    title: learningPathFields.title,
    description: learningPathFields.description.default({ en: '', pt: '', es: '' }),
    courses: learningPathFields.courses,
    enforceOrder: learningPathFields.enforceOrder.default(false),
    openToAll: learningPathFields.openToAll.default(false),
    status: learningPathFields.status.default('draft'),
    teams: learningPathFields.teams.default([]),
  },
  INVALID,
);
export type CreateLearningPathRequest = z.infer<typeof createLearningPathRequest>;

/**
 * Only the fields sent change: `{ status }` alone publishes a path or takes it back, `teams`
 * replaces the path's teams.
 */
export const updateLearningPathRequest = z.strictObject(learningPathFields, INVALID).partial();
export type UpdateLearningPathRequest = z.infer<typeof updateLearningPathRequest>;

/**
 * POST learning_paths/teams: the path's teams become exactly these (spec section 7). The same
 * rule holds as for a save: a published path that is not open to all keeps at least one.
 */
export const learningPathTeamsRequest = z.strictObject(
  { learningPathId: idSchema, teams: learningPathFields.teams },
  INVALID,
);
export type LearningPathTeamsRequest = z.infer<typeof learningPathTeamsRequest>;

export const learningPathIdParams = z.strictObject({ id: idSchema });

export const learningPathListQuery = paginationSchema
  .extend({
    /** matches the title in any language */
    search: searchSchema,
    /** admins only; everyone else sees published paths */
    status: z.enum(LEARNING_PATH_STATUSES, INVALID).optional(),
  })
  .strict();
export type LearningPathListQuery = z.infer<typeof learningPathListQuery>;

/** The people on a path, by name; `state` keeps only those who completed it or not yet. */
export const LEARNING_PATH_PERSON_STATES = ['completed', 'not-completed'] as const;
export const learningPathPeopleQuery = paginationSchema
  .extend({
    search: searchSchema,
    state: z.enum(LEARNING_PATH_PERSON_STATES, INVALID).optional(),
  })
  .strict();
export type LearningPathPeopleQuery = z.infer<typeof learningPathPeopleQuery>;

const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/**
 * How far one learner is on a path. Only the courses of the path that reach him count (a course
 * he may not see is not offered to him): `completed` of `total` are complete (>= 99.5 %),
 * `percent` is the average of his progress on them (one decimal), and the path is `complete` once
 * every one of them is.
 */
export const learningPathProgressSchema = z.object({
  completed: z.number(),
  total: z.number(),
  percent: z.number(),
  complete: z.boolean(),
});
export type LearningPathProgress = z.infer<typeof learningPathProgressSchema>;

export const learningPathListItemSchema = z.object({
  _id: z.string(),
  title: localizedName,
  description: localizedName,
  status: z.enum(LEARNING_PATH_STATUSES),
  openToAll: z.boolean(),
  enforceOrder: z.boolean(),
  /** the courses of the path (for a learner those that reach him, for a tsm or master the published ones) */
  courses: z.number(),
  /** the teams the path is given to */
  teams: z.number(),
  /** the asker's own progress, for a learner (student, fact); null for staff */
  progress: learningPathProgressSchema.nullable(),
  createdAt: z.string(),
});
export type LearningPathListItem = z.infer<typeof learningPathListItemSchema>;

export const learningPathCourseSchema = z.object({
  _id: z.string(),
  title: localizedName,
  image: z.string().nullable(),
  /** the course's own status: a draft course is offered to no learner */
  status: z.enum(LEARNING_PATH_STATUSES),
  /** for a learner, his progress on the course (0..100); null for staff */
  progress: z.number().nullable(),
  complete: z.boolean(),
  /** the path enforces its order and an earlier course is not complete yet (learners only) */
  locked: z.boolean(),
});
export type LearningPathCourse = z.infer<typeof learningPathCourseSchema>;

export const learningPathDetailSchema = z.object({
  _id: z.string(),
  title: localizedName,
  description: localizedName,
  status: z.enum(LEARNING_PATH_STATUSES),
  openToAll: z.boolean(),
  enforceOrder: z.boolean(),
  /** in the order a learner takes them: for a learner those that reach him, for a tsm or master the published ones */
  courses: z.array(learningPathCourseSchema),
  /** the teams the path is given to (for a tsm or master, those in his scope) */
  teams: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** the asker's own progress, for a learner; null for staff */
  progress: learningPathProgressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningPathDetail = z.infer<typeof learningPathDetailSchema>;

/** One person on a path, in the admin view: how far he is. */
export const learningPathPersonSchema = learningPathProgressSchema.extend({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  /** his distributor's name */
  master: z.string().nullable(),
  /** when he completed the last course of the path, once the path is complete */
  completedAt: z.string().nullable(),
});
export type LearningPathPerson = z.infer<typeof learningPathPersonSchema>;

export const learningPathCalls = {
  list: defineCall({
    method: 'GET',
    path: '/learning_paths/list',
    query: learningPathListQuery,
    response: pageOf(learningPathListItemSchema),
    summary:
      "One page of the learning paths the asker may see, newest first: a learner's with his progress, an admin's all of them",
  }),
  get: defineCall({
    method: 'GET',
    path: '/learning_paths/get/:id',
    params: learningPathIdParams,
    response: learningPathDetailSchema,
    summary: 'One learning path with its courses in order (for a learner, his progress and which are locked)',
  }),
  create: defineCall({
    method: 'POST',
    path: '/learning_paths/create',
    body: createLearningPathRequest,
    response: learningPathDetailSchema,
    summary:
      'Creates a learning path from an ordered list of courses, with its teams; 422 learning-path-needs-teams for a published path, not open to all, without one',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/learning_paths/update/:id',
    params: learningPathIdParams,
    body: updateLearningPathRequest,
    response: learningPathDetailSchema,
    summary:
      'Changes the fields sent of a learning path, its teams included, in one transaction; 422 learning-path-needs-teams when it would be published, not open to all, without a team',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/learning_paths/:id',
    params: learningPathIdParams,
    response: doneSchema,
    summary: "Removes a learning path; its learners keep their courses' progress",
  }),
  teams: defineCall({
    method: 'POST',
    path: '/learning_paths/teams',
    body: learningPathTeamsRequest,
    response: learningPathDetailSchema,
    summary:
      'Sets the teams a learning path is given to; 422 learning-path-needs-teams when it is published, not open to all, and would keep none',
  }),
  people: defineCall({
    scope: 'progress:read',
    method: 'GET',
    path: '/learning_paths/admin-view/:id',
    params: learningPathIdParams,
    query: learningPathPeopleQuery,
    response: pageOf(learningPathPersonSchema),
    summary: "One page of the people on a learning path in the asker's scope, by name, with how far each is",
  }),
  peopleDownload: defineCall({
    scope: 'progress:read',
    method: 'GET',
    path: '/learning_paths/admin-view-download/:id',
    params: learningPathIdParams,
    query: learningPathPeopleQuery.omit({ page: true, limit: true }),
    response: 'file',
    summary: 'The people on a learning path of the filter, as xlsx: one row each, with how far he is',
  }),
};
