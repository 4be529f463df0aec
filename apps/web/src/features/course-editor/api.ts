import {
  countryCalls,
  courseCalls,
  type PositionEntry,
  renewalCalls,
  type SaveModuleRequest,
  trainingTypeCalls,
} from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';
import { type CourseForm, courseRequest } from './course-form';
import { type LessonForm, type LessonPlace, lessonFiles, lessonRequest } from './lesson-form';
import { uploadAll } from './uploads';

/** The authoring calls of spec section 7; the course itself is read through the courses feature. */

/** Forms and lists report their own failures, so the app's error snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const editorKeys = {
  answers: (courseId: string, lessonId: string) => ['course-editor', 'answers', courseId, lessonId] as const,
  trainingTypes: ['course-editor', 'training-types'] as const,
  distributors: (countryId: string) => ['course-editor', 'distributors', countryId] as const,
};

/** After any authoring write the course and the lists that show it are read again. */
function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
}

/**
 * Saves the course form. Spec section 5: a newly chosen picture is uploaded first (a stored URL
 * is sent as it is); a failed upload rejects with UploadFailed and nothing is saved.
 */
export function useSaveCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: async ({ form, courseId }: { form: CourseForm; courseId?: string }) => {
      const urlOf = await uploadAll([{ type: 'course_image', value: form.image }]);
      const body = courseRequest(form, urlOf);
      return courseId
        ? call(courseCalls.update, { body: { ...body, _id: courseId } })
        : call(courseCalls.create, { body });
    },
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => call(courseCalls.remove, { params: { id: courseId } }),
    // marked stale, not read again here: the page is left at once and the gone course would answer 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' }),
    ...SILENT,
  });
}

export function useSaveModule() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (body: SaveModuleRequest) => call(courseCalls.saveModule, { body }),
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useRemoveModule() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ courseId, moduleId }: { courseId: string; moduleId: string }) =>
      call(courseCalls.removeModule, { params: { courseID: courseId, moduleID: moduleId } }),
    onSuccess: refresh,
    ...SILENT,
  });
}

/**
 * Saves the lesson form. Spec section 5: every new file is uploaded first and each upload must
 * give a result, else the save stops with UploadFailed ("Invalid file") and nothing is saved.
 */
export function useSaveLesson() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: async ({ form, where }: { form: LessonForm; where: LessonPlace }) => {
      const urlOf = await uploadAll(lessonFiles(form));
      const lesson = lessonRequest(form, where, urlOf);
      return call(courseCalls.saveLesson, { body: { lesson } });
    },
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useRemoveLesson() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (ids: { courseId: string; lessonId: string }) =>
      call(courseCalls.removeLesson, { body: ids }),
    onSuccess: refresh,
    ...SILENT,
  });
}

/** What an ordersave call reorders: the courses, a course's modules, or the lessons of a course or module. */
export type OrderTarget =
  | { kind: 'courses' }
  | { kind: 'modules'; courseId: string }
  | { kind: 'lessons'; courseId: string; moduleId: string | null };

function saveOrder(target: OrderTarget, entries: PositionEntry[]) {
  if (target.kind === 'courses') return call(courseCalls.order, { body: entries });
  if (target.kind === 'modules')
    return call(courseCalls.orderModules, { body: { course_id: target.courseId, modules: entries } });
  return call(courseCalls.orderLessons, {
    body: { course_id: target.courseId, module_id: target.moduleId, lessons: entries },
  });
}

export function useSaveOrder() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ target, entries }: { target: OrderTarget; entries: PositionEntry[] }) =>
      saveOrder(target, entries),
    // on failure too: the list shows again what the server holds
    onSettled: refresh,
    ...SILENT,
  });
}

/** The answer keys of an exam: the learners' course view never carries them. */
export const useExamAnswers = (courseId: string, lessonId: string, moduleId: string | undefined) =>
  useQuery({
    queryKey: editorKeys.answers(courseId, lessonId),
    queryFn: () =>
      call(courseCalls.examAnswers, {
        params: { courseID: courseId, lessonID: lessonId },
        query: { moduleID: moduleId },
      }),
    // an edit always starts from what the server holds now
    staleTime: 0,
    gcTime: 0,
    ...SILENT,
  });

export const useTrainingTypes = () =>
  useQuery({
    queryKey: editorKeys.trainingTypes,
    queryFn: () => call(trainingTypeCalls.list),
    ...SILENT,
  });

/** A country's distributors (every state): one list per country, kept for the visit. */
export const distributorsQuery = (countryId: string) => ({
  queryKey: editorKeys.distributors(countryId),
  queryFn: () => call(countryCalls.listDistributors, { params: { countryID: countryId } }),
  staleTime: Number.POSITIVE_INFINITY,
  ...SILENT,
});

/** Course ordersave takes the whole list: the reorder dialog reads every course (`page=false`). */
export const useCoursesToOrder = () =>
  useQuery({
    queryKey: [...courseKeys.lists, { order: true }],
    queryFn: () => call(courseCalls.list, { query: { page: 'false' } }),
    // the dialog starts from the order the server holds now
    staleTime: 0,
    ...SILENT,
  });

/** Publishes the course's next version with the modules that changed, due by a day. */
export function usePublishVersion(courseId: string) {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (body: { changedModules: string[]; deadline: string }) =>
      call(renewalCalls.publishVersion, { body: { courseId, ...body } }),
    onSuccess: refresh,
    ...SILENT,
  });
}
