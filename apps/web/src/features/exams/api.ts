import { examCalls, type RegisterAttemptRequest, type RegisterAttemptResult } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';

export const examKeys = {
  status: (courseId: string, lessonId: string) => ['exams', 'status', courseId, lessonId] as const,
  previous: (courseId: string, lessonId: string) => ['exams', 'previous', courseId, lessonId] as const,
  issued: (courseId: string, lessonId: string) => ['exams', 'issued', courseId, lessonId] as const,
};

type IssuedCertificates = RegisterAttemptResult['certificates'];

/**
 * The certificates the pass just submitted issued, for the approved screen to offer: kept in the
 * query cache by the submission (the lesson view may mount the screen again as the course's
 * progress is read anew), none after a reload (the certificates list keeps them).
 */
export const useIssuedCertificates = (courseId: string, lessonId: string) =>
  useQuery({
    queryKey: examKeys.issued(courseId, lessonId),
    queryFn: (): IssuedCertificates => [],
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Where the learner stands on the exam, by the server's rule and clock. */
export const useExamStatus = (courseId: string, lessonId: string) =>
  useQuery({
    queryKey: examKeys.status(courseId, lessonId),
    queryFn: () => call(examCalls.checkModule, { body: { courseId, lessonId } }),
    meta: { silent: true },
  });

/** The learner's last scored attempt (what the approved screen shows). */
export const usePreviousAttempt = (courseId: string, lessonId: string, enabled: boolean) =>
  useQuery({
    queryKey: examKeys.previous(courseId, lessonId),
    queryFn: () => call(examCalls.previousAttempt, { body: { courseId, lessonId } }),
    enabled,
    meta: { silent: true },
  });

/** Opens an attempt; the answer is the state with the attempt's questions. */
export function useStartAttempt(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(examCalls.startAttempt, { body: { courseId, lessonId } }),
    onSuccess: (status) => client.setQueryData(examKeys.status(courseId, lessonId), status),
    // a lock met meanwhile (a wait, an attempt used in another tab) shows once the state is read again
    onError: () => client.invalidateQueries({ queryKey: examKeys.status(courseId, lessonId) }),
    meta: { silent: true },
  });
}

/** Submits the answers; a pass changes the lesson's and the course's progress. */
export function useSubmitAttempt(courseId: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userAnswers: RegisterAttemptRequest['userAnswers'] & {}): Promise<RegisterAttemptResult> =>
      call(examCalls.registerAttempt, { body: { ids: { courseId, lessonId }, userAnswers } }),
    onSuccess: (result) =>
      client.setQueryData<IssuedCertificates>(examKeys.issued(courseId, lessonId), result.certificates),
    onSettled: async (result) => {
      await client.invalidateQueries({ queryKey: examKeys.status(courseId, lessonId) });
      await client.invalidateQueries({ queryKey: examKeys.previous(courseId, lessonId) });
      if (result?.passed) await client.invalidateQueries({ queryKey: courseKeys.all });
    },
    meta: { silent: true },
  });
}
