import { courseCalls } from '@academy/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, errorKeyOf } from './api';

/**
 * Query keys of everything about courses, shared by the pages that show courses and the pages
 * that change them: anything that changes a course (the authoring pages) invalidates
 * `courseKeys.all`; progress marks update `detail` and mark the lists stale.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: ['courses', 'list'] as const,
  list: (params: object) => ['courses', 'list', params] as const,
  counters: ['courses', 'counters'] as const,
  certificates: (page: number) => ['courses', 'certificates', page] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  rating: (lessonId: string) => ['courses', 'rating', lessonId] as const,
};

/**
 * Whether a course failed to load because there is no such course for the caller: the API
 * answers 404 alike for a missing course and one not published to him, 400 for a malformed id.
 */
export const isMissingCourse = (error: unknown) =>
  ['not-found', 'validation-failed'].includes(errorKeyOf(error));

/** Whether a course failed to load because a learning path's order keeps it closed to the caller. */
export const isPathLockedCourse = (error: unknown) => errorKeyOf(error) === 'course-path-locked';

/**
 * A course with its modules, lessons and the caller's progress and locks: what a learner's
 * course and lesson pages show, and what the authoring pages edit.
 */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => call(courseCalls.get, { params: { id: courseId } }),
    meta: { silent: true },
  });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
