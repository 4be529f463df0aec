import {
  type CourseDetail,
  courseCalls,
  type DownloadMaterialRequest,
  isComplete,
  type MarkProgressRequest,
  type MarkProgressResult,
  progressCalls,
  ratingCalls,
} from '@academy/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, download } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';
import { lessonsInOrder } from './lesson-paths';

/** Spec section 9: the course list shows 10 courses a page. */
export const COURSE_PAGE_SIZE = 10;

/** The list tabs the API filters by (the certificates tab has its own call). */
export type CourseListTab = 'all' | 'in-progress';

export interface CourseListParams {
  tab: CourseListTab;
  search: string;
  page: number;
}

/** Whether the tabs' counters are to be asked with a list page: none are held, or those held are stale. */
function countersWanted(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(courseKeys.counters);
  return state?.status !== 'success' || state.isInvalidated;
}

/**
 * One page of the courses published to the caller (all of them for an admin). The page brings the
 * tabs' counters along when they are wanted (CourseTabs then asks nothing itself), so the first
 * screen makes one call for both.
 */
export const courseListQuery = (queryClient: QueryClient, params: CourseListParams) =>
  queryOptions({
    queryKey: courseKeys.list(params),
    queryFn: async () => {
      const page = await call(courseCalls.list, {
        query: {
          tab: params.tab,
          search: params.search || undefined,
          page: params.page,
          limit: COURSE_PAGE_SIZE,
          ...(countersWanted(queryClient) && { counters: 'true' as const }),
        },
      });
      if (page.counters) queryClient.setQueryData(courseKeys.counters, page.counters);
      return page;
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useCourseList = (params: CourseListParams) =>
  useQuery(courseListQuery(useQueryClient(), params));

export const useMyCertificates = (page: number) =>
  useQuery({
    queryKey: courseKeys.certificates(page),
    queryFn: () => call(courseCalls.myCertificates, { query: { page, limit: COURSE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/**
 * The counters of the course list's tabs (a failure just leaves them out). Beside a list of
 * courses, the list brings them (`fromList`) and this only reads what it brought.
 */
export const useHeaderTabsCounters = ({ fromList }: { fromList: boolean }) =>
  useQuery({
    queryKey: courseKeys.counters,
    queryFn: () => call(courseCalls.headerTabsCounters),
    enabled: !fromList,
    meta: { silent: true },
  });

/** `course` with the stored values a progress mark answered. */
function withMark(course: CourseDetail, lessonId: string, result: MarkProgressResult): CourseDetail {
  const withLesson = <T extends { _id: string; progress: number }>(lesson: T) =>
    lesson._id === lessonId ? { ...lesson, progress: result.lessonProgress } : lesson;
  return {
    ...course,
    progress: result.courseProgress,
    lessons: course.lessons.map(withLesson),
    modules: course.modules.map((module) =>
      module.lessons.some((lesson) => lesson._id === lessonId)
        ? {
            ...module,
            progress: result.moduleProgress ?? module.progress,
            lessons: module.lessons.map(withLesson),
          }
        : module,
    ),
  };
}

function applyMark(queryClient: QueryClient, input: MarkProgressRequest, result: MarkProgressResult) {
  const key = courseKeys.detail(input.courseId);
  const before = queryClient.getQueryData<CourseDetail>(key);
  const wasComplete = before
    ? lessonsInOrder(before).some((lesson) => lesson._id === input.lessonId && isComplete(lesson.progress))
    : false;
  if (before) queryClient.setQueryData(key, withMark(before, input.lessonId, result));
  // a lesson just completed may open the next ones: the locks come from the server
  if (!wasComplete && isComplete(result.lessonProgress))
    void queryClient.invalidateQueries({ queryKey: key });
  // the lists and counters show course progress: fetched again when next shown
  void queryClient.invalidateQueries({ queryKey: courseKeys.lists, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: courseKeys.counters, refetchType: 'none' });
}

/**
 * Stores the caller's progress on a video or pdf lesson (the server keeps the highest). A failure
 * is told by the shell with its own message ("You need to complete the previous lessons first", a
 * view-only simulation...).
 */
export function useMarkProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkProgressRequest) => call(progressCalls.mark, { body: input }),
    onSuccess: (result, input) => applyMark(queryClient, input, result),
  });
}

export const useLessonRating = (lessonId: string) =>
  useQuery({
    queryKey: courseKeys.rating(lessonId),
    queryFn: () => call(ratingCalls.get, { params: { lessonId } }),
    meta: { silent: true },
  });

export function useSetRating(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => call(ratingCalls.set, { body: { lessonId, value } }),
    onSuccess: (rating) => queryClient.setQueryData(courseKeys.rating(lessonId), rating),
  });
}

/** A lesson material's file in one language, with the name it was uploaded under. */
export const downloadMaterial = (request: DownloadMaterialRequest) =>
  download(courseCalls.downloadMaterial, { body: request });
