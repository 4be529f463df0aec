import type {
  CourseDetail,
  CourseListItem,
  DistributorItem,
  ExamAnswers,
  LessonData,
  ModuleData,
  Page,
  PositionEntry,
  SaveModuleRequest,
} from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';
import { type CourseForm, courseRequest } from './course-form';
import { type LessonForm, type LessonPlace, lessonFiles, lessonRequest } from './lesson-form';
import { uploadAll } from './uploads';

/** The authoring calls of spec section 7; the course itself is read through the courses feature. */

/** Forms and lists report their own failures, so the app's error snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const editorKeys = {
  answers: (courseId: string, lessonId: string) => ['course-editor', 'answers', courseId, lessonId] as const,
  teams: ['course-editor', 'teams'] as const,
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
        ? api<CourseDetail>('POST', 'course/update', { body: { ...body, _id: courseId } })
        : api<CourseDetail>('POST', 'course/create', { body });
    },
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => api<{ _id: string }>('DELETE', `course/${courseId}`),
    // marked stale, not read again here: the page is left at once and the gone course would answer 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' }),
    ...SILENT,
  });
}

export function useSaveModule() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (body: SaveModuleRequest) => api<ModuleData>('POST', 'course/module/save', { body }),
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useRemoveModule() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ courseId, moduleId }: { courseId: string; moduleId: string }) =>
      api<{ _id: string }>('DELETE', `course/module/remove/${courseId}/${moduleId}`),
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
      return api<LessonData>('POST', 'course/lesson/save', { body: { lesson } });
    },
    onSuccess: refresh,
    ...SILENT,
  });
}

export function useRemoveLesson() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (ids: { courseId: string; lessonId: string }) =>
      api<{ _id: string }>('DELETE', 'course/lesson/remove', { body: ids }),
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
  if (target.kind === 'courses') return api<unknown>('POST', 'course/ordersave', { body: entries });
  if (target.kind === 'modules')
    return api<unknown>('POST', 'course/module/ordersave', {
      body: { course_id: target.courseId, modules: entries },
    });
  return api<unknown>('POST', 'course/lesson/ordersave', {
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
      api<ExamAnswers>('GET', `course/module/exam/get-answers/${courseId}/${lessonId}`, {
        query: { moduleID: moduleId },
      }),
    // an edit always starts from what the server holds now
    staleTime: 0,
    gcTime: 0,
    ...SILENT,
  });

/** The audience picker offers every team; an academy has at most a few hundred. */
const TEAM_PICKER_LIMIT = 1000;

export const useTeams = () =>
  useQuery({
    queryKey: editorKeys.teams,
    queryFn: () =>
      api<Page<{ _id: string; name: string }>>('GET', 'team/list', { query: { limit: TEAM_PICKER_LIMIT } }),
    ...SILENT,
  });

export const useTrainingTypes = () =>
  useQuery({
    queryKey: editorKeys.trainingTypes,
    queryFn: () => api<{ id: number; title: string }[]>('GET', 'training-type/list'),
    ...SILENT,
  });

/** A country's distributors (every state): one list per country, kept for the visit. */
export const distributorsQuery = (countryId: string) => ({
  queryKey: editorKeys.distributors(countryId),
  queryFn: () => api<DistributorItem[]>('GET', `country/distributors/${countryId}/list`),
  staleTime: Number.POSITIVE_INFINITY,
  ...SILENT,
});

/** Course ordersave takes the whole list: the reorder dialog reads every course in one page. */
const COURSE_ORDER_LIMIT = 1000;

export const useCoursesToOrder = () =>
  useQuery({
    queryKey: [...courseKeys.lists, { order: true }],
    queryFn: () =>
      api<Page<CourseListItem>>('GET', 'course/list', { query: { page: 1, limit: COURSE_ORDER_LIMIT } }),
    // the dialog starts from the order the server holds now
    staleTime: 0,
    ...SILENT,
  });
