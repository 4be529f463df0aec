import {
  type CommitPackageResult,
  type Language,
  lessonPackageCalls,
  type PackagePlay,
} from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWith } from '../../lib/api';
import type { Cmi } from './commit-sender';

export const packageKeys = {
  play: (courseId: string, lessonId: string, lang: Language) =>
    ['package-lessons', 'play', courseId, lessonId, lang] as const,
  cmi5Launch: (attemptId: string, unitId: string) =>
    ['package-lessons', 'cmi5-launch', attemptId, unitId] as const,
};

/**
 * The learner's attempt at a package lesson in a language: its units, each unit's saved data and
 * where the attempt stands. Read afresh each time the lesson is opened (nothing of it is kept once
 * the lesson is left), so the package resumes from what the server holds, from any device.
 */
export const usePackagePlay = (courseId: string, lessonId: string, lang: Language, cmi5: boolean) =>
  useQuery({
    queryKey: packageKeys.play(courseId, lessonId, lang),
    queryFn: () => call(lessonPackageCalls.open, { body: { courseId, lessonId, lang } }),
    gcTime: 0,
    staleTime: 0,
    // a cmi5 unit reports to the server by itself: its standing is read again now and then
    refetchInterval: cmi5 ? 15_000 : false,
    meta: { silent: true },
  });

/** Starts a new attempt after a failed one: the lesson plays afresh. */
export function useNewAttempt(courseId: string, lessonId: string, lang: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(lessonPackageCalls.open, { body: { courseId, lessonId, lang, fresh: true } }),
    onSuccess: (play: PackagePlay) => client.setQueryData(packageKeys.play(courseId, lessonId, lang), play),
  });
}

/** Posts a unit's cmi data to the learner's attempt; `keepalive` as the page unloads. */
export const commitUnit =
  (attemptId: string) =>
  (unitId: string, cmi: Cmi, keepalive: boolean): Promise<CommitPackageResult> =>
    callWith(lessonPackageCalls.commit, { params: { attemptId }, body: { unitId, cmi } }, { keepalive });

/** The address a cmi5 unit is launched at: a session of its own, made once per showing. */
export const useCmi5Launch = (attemptId: string, unitId: string) =>
  useQuery({
    queryKey: packageKeys.cmi5Launch(attemptId, unitId),
    queryFn: () => call(lessonPackageCalls.launchCmi5, { params: { attemptId }, body: { unitId } }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
