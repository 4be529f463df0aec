import { examCalls, lessonPackageCalls } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Learners a page of an exam's attempts list shows. */
export const ATTEMPTS_PAGE_SIZE = 20;

export interface ExamRef {
  courseId: string;
  lessonId: string;
  /** the exam's module; a linear course's exam is named by its own id */
  moduleId: string | null;
}

const attemptsKey = (exam: ExamRef) => ['course-editor', 'attempts', exam.courseId, exam.lessonId] as const;
const paramsOf = (exam: ExamRef) => ({ courseID: exam.courseId, moduleID: exam.moduleId ?? exam.lessonId });

/** One page of the learners who sat the exam, with their attempts and answers. */
export const useExamAttempts = (exam: ExamRef, page: number) =>
  useQuery({
    queryKey: [...attemptsKey(exam), page],
    queryFn: () =>
      call(examCalls.listUsersAttempts, {
        params: paramsOf(exam),
        query: { lessonId: exam.lessonId, page, limit: ATTEMPTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Sets the attempts a learner has left (lifting his wait). */
export function useSetAttempts(exam: ExamRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, attempts }: { userId: string; attempts: number }) =>
      call(examCalls.setUserAttempts, {
        params: paramsOf(exam),
        query: { lessonId: exam.lessonId },
        body: { userid: userId, attempts },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: attemptsKey(exam) }),
    meta: { silent: true },
  });
}

/** Marks a learner's exam passed. */
export function useForcePass(exam: ExamRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(examCalls.forceUpdateExam, {
        body: { userId, courseId: exam.courseId, lessonId: exam.lessonId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: attemptsKey(exam) }),
    meta: { silent: true },
  });
}

/** A saved package lesson of a course. */
export interface PackageLessonRef {
  courseId: string;
  lessonId: string;
}

export const packageAttemptsKey = (lesson: PackageLessonRef) =>
  ['course-editor', 'package-attempts', lesson.courseId, lesson.lessonId] as const;

/** One page of the learners who started an attempt at a package lesson, with their latest attempt. */
export const usePackageAttempts = (lesson: PackageLessonRef, page: number) =>
  useQuery({
    queryKey: [...packageAttemptsKey(lesson), page],
    queryFn: () => call(lessonPackageCalls.listAttempts, { query: { ...lesson, page } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Sets the attempts a learner has left at a package lesson from now on. */
export function useGrantPackageAttempts(lesson: PackageLessonRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, attempts }: { userId: string; attempts: number }) =>
      call(lessonPackageCalls.grant, { body: { userId, lessonId: lesson.lessonId, attempts } }),
    onSettled: () => client.invalidateQueries({ queryKey: packageAttemptsKey(lesson) }),
    meta: { silent: true },
  });
}
