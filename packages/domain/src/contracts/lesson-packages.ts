import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { defineCall, pageOf } from './call.js';
import { idField, paginationSchema } from './common.js';

const INVALID = 'validation.invalid';
const idSchema = idField('validation.id');

/** The standards a package lesson plays. */
export const PACKAGE_STANDARDS = ['scorm12', 'scorm2004-3', 'scorm2004-4', 'cmi5'] as const;
export type PackageStandard = (typeof PACKAGE_STANDARDS)[number];

/** What a learner launches: a SCO of a SCORM package, or a cmi5 assignable unit. */
export interface PackageUnit {
  id: string;
  title: string;
  /** the file launched, inside the package, with the query the manifest gives it */
  launch: string;
  /** cmi5: what completes the unit ("Completed", "Passed", "CompletedOrPassed"...), and the passing score */
  moveOn?: string;
  masteryScore?: number;
  /** cmi5: what the course structure hands the unit at launch (its LMS.LaunchData) */
  launchParameters?: string;
}

const unitSchema = z.object({
  id: z.string(),
  title: z.string(),
  launch: z.string(),
  moveOn: z.string().optional(),
  masteryScore: z.number().optional(),
  launchParameters: z.string().optional(),
});

/** An uploaded package as its author sees it. */
export const lessonPackageSchema = z.object({
  _id: z.string(),
  standard: z.enum(PACKAGE_STANDARDS),
  title: z.string(),
  units: z.array(unitSchema),
  files: z.number(),
  bytes: z.number(),
});
export type LessonPackage = z.infer<typeof lessonPackageSchema>;

/** The biggest suspend data a unit may keep (SCORM 2004 4th edition's smallest permitted maximum). */
export const MAX_SUSPEND_DATA = 64_000;
/** The biggest commit body the server reads: a unit's whole cmi data model with its interactions. */
export const MAX_COMMIT_BYTES = 512 * 1024;

export const PACKAGE_COMPLETIONS = ['unknown', 'incomplete', 'completed'] as const;
export const PACKAGE_SUCCESSES = ['unknown', 'passed', 'failed'] as const;

/** Where a learner stands in a package lesson: his current (or last) attempt, summed over its units. */
export const packageStandingSchema = z.object({
  attemptId: z.string(),
  completion: z.enum(PACKAGE_COMPLETIONS),
  success: z.enum(PACKAGE_SUCCESSES),
  /** 0..100, null when the package gave no score */
  score: z.number().nullable(),
  seconds: z.number(),
  /** the attempt ended: it failed, and a new attempt is needed to go on (a passed one stays open to review) */
  ended: z.boolean(),
  /** attempts the learner may still start after this one; null: no limit */
  attemptsLeft: z.number().nullable(),
});
export type PackageStanding = z.infer<typeof packageStandingSchema>;

export const openPackageRequest = z.strictObject(
  {
    courseId: idSchema,
    lessonId: idSchema,
    lang: z.enum(LANGUAGES, INVALID),
    /** start a new attempt after a failed one (refused when none is left) */
    fresh: z.boolean(INVALID).default(false),
  },
  INVALID,
);
export type OpenPackageRequest = z.input<typeof openPackageRequest>;

/**
 * Whom the runtime names to the package, as SCORM's read-only `cmi.core.student_id`/`student_name`
 * (1.2) and `cmi.learner_id`/`learner_name` (2004): the account's id (the one a cmi5 launch's actor
 * carries) and its name as "Last, First". Handed at each launch, never kept with the unit's data.
 */
export const runtimeLearnerSchema = z.object({ id: z.string(), name: z.string() });
export type RuntimeLearner = z.infer<typeof runtimeLearnerSchema>;

/**
 * What the lesson view needs to play a package: its units, their saved data, the attempt's standing.
 * Staff (admins, tsm, masters) open a lesson to preview it: no attempt, no data, standing null.
 */
export const packagePlaySchema = z.object({
  packageId: z.string(),
  standard: z.enum(PACKAGE_STANDARDS),
  title: z.string(),
  /** where the package's files are served, ending with '/' */
  base: z.string(),
  units: z.array(unitSchema),
  /** each SCORM unit's cmi data as last committed, by unit id, to resume with */
  data: z.record(z.string(), z.record(z.string(), z.unknown())),
  learner: runtimeLearnerSchema,
  /** the learner's attempt; null in a staff preview, which starts and keeps nothing */
  standing: packageStandingSchema.nullable(),
});
export type PackagePlay = z.infer<typeof packagePlaySchema>;

export const packageAttemptParams = z.strictObject({ attemptId: idSchema });

const unitId = z.string(INVALID).min(1, INVALID).max(255, INVALID);

/** One commit of the runtime: a unit's whole cmi data model, as scorm-again renders it. */
export const commitPackageRequest = z.strictObject(
  { unitId, cmi: z.record(z.string(), z.unknown(), INVALID) },
  INVALID,
);
export type CommitPackageRequest = z.infer<typeof commitPackageRequest>;

export const commitPackageResultSchema = z.object({
  standing: packageStandingSchema,
  lessonProgress: z.number(),
  /** certificates this commit issued (passing the lesson, completing the course) */
  certificates: z.array(z.object({ _id: z.string(), title: z.string(), kind: z.string() })),
});
export type CommitPackageResult = z.infer<typeof commitPackageResultSchema>;

export const launchCmi5Request = z.strictObject({ unitId }, INVALID);
/** The address a cmi5 unit is launched at: its url with endpoint, fetch, actor, registration and activityId. */
export const cmi5LaunchSchema = z.object({ url: z.string() });

export const grantPackageAttemptRequest = z.strictObject(
  {
    userId: idSchema,
    lessonId: idSchema,
    /** attempts the learner has left from now on */
    attempts: z.number(INVALID).int(INVALID).min(0, INVALID).max(1000, INVALID),
  },
  INVALID,
);

/** Learners a page of a package lesson's attempts list shows. */
export const PACKAGE_LEARNERS_PAGE_SIZE = 20;

export const listPackageAttemptsQuery = z.strictObject(
  { courseId: idSchema, lessonId: idSchema, page: paginationSchema.shape.page },
  INVALID,
);

/** A learner who started an attempt at a package lesson, with his latest attempt, as admins list them. */
export const packageLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** attempts he started, all told */
  attempts: z.number(),
  /** his latest attempt, open or ended */
  completion: z.enum(PACKAGE_COMPLETIONS),
  success: z.enum(PACKAGE_SUCCESSES),
  /** 0..100, null when the package gave no score */
  score: z.number().nullable(),
  ended: z.boolean(),
  /** attempts he may still start; null: no limit */
  attemptsLeft: z.number().nullable(),
});
export type PackageLearner = z.infer<typeof packageLearnerSchema>;

export const packageIdParams = z.strictObject({ id: idSchema });

/**
 * The largest package zip the server reads: the unpacked limit of its files (600 MB) and room for
 * the zip's own headers; a zip above it could not unpack within that limit anyway.
 */
export const MAX_PACKAGE_UPLOAD_BYTES = 616 * 1024 * 1024;

/** A file of a package: the package and the path inside it (URL-decoded), as its pages ask for it. */
export const packageFileParams = z.strictObject({
  packageId: idSchema,
  '*': z.string(INVALID).max(1000, INVALID),
});

export const lessonPackageCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/lesson-packages',
    multipart: true,
    response: lessonPackageSchema,
    summary: 'Uploads a SCORM or cmi5 package (multipart `files`): checked, unpacked and stored (authors)',
  }),
  get: defineCall({
    method: 'GET',
    path: '/lesson-packages/:id',
    params: packageIdParams,
    response: lessonPackageSchema,
    summary: 'An uploaded package: its standard, units and size (authors)',
  }),
  file: defineCall({
    method: 'GET',
    path: '/package-files/:packageId/*',
    params: packageFileParams,
    response: 'file',
    summary:
      "A file of a package, at its path inside it, with the package's own content security policy (those who may open a lesson playing it, authors)",
  }),
  open: defineCall({
    method: 'POST',
    path: '/package-attempts/open',
    body: openPackageRequest,
    response: packagePlaySchema,
    summary:
      "Opens (or resumes) the learner's attempt at a package lesson in a language; staff preview it, starting nothing",
  }),
  commit: defineCall({
    method: 'POST',
    path: '/package-attempts/:attemptId/commit',
    params: packageAttemptParams,
    body: commitPackageRequest,
    response: commitPackageResultSchema,
    summary:
      "Stores a unit's cmi data for the learner's own open attempt; completion and success become progress",
  }),
  launchCmi5: defineCall({
    method: 'POST',
    path: '/package-attempts/:attemptId/cmi5-launch',
    params: packageAttemptParams,
    body: launchCmi5Request,
    response: cmi5LaunchSchema,
    summary: 'Starts a cmi5 session for a unit of the learner\u2019s open attempt: its launch address',
  }),
  listAttempts: defineCall({
    scope: 'progress:read',
    method: 'GET',
    path: '/package-attempts/learners',
    query: listPackageAttemptsQuery,
    response: pageOf(packageLearnerSchema),
    summary:
      'One page of the learners who started an attempt at a package lesson, by name, with their latest attempt and attempts left (admins)',
  }),
  grant: defineCall({
    scope: 'progress:write',
    method: 'PUT',
    path: '/package-attempts/grant',
    body: grantPackageAttemptRequest,
    response: packageStandingSchema.nullable(),
    summary: 'Sets the attempts a learner has left on a package lesson (admins)',
  }),
};
