import {
  type ReportCourseListQuery,
  type ReportCourseViewQuery,
  type ReportStudentListQuery,
  reportCalls,
} from '@academy/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;
/** How often the course list's figures are read again while it is on screen. */
export const LIVE_REFRESH_MS = 15_000;

const reportKeys = {
  counters: ['reports', 'counters'] as const,
  courses: (query: Partial<ReportCourseListQuery>) => ['reports', 'courses', query] as const,
  live: (ids: string[]) => ['reports', 'live', ids] as const,
  course: (id: string, query: Partial<ReportCourseViewQuery>) => ['reports', 'course', id, query] as const,
  students: (query: Partial<ReportStudentListQuery>) => ['reports', 'students', query] as const,
  student: (id: string) => ['reports', 'student', id] as const,
};

export const useReportCounters = () =>
  useQuery({ queryKey: reportKeys.counters, queryFn: () => call(reportCalls.tabsCounters), ...SILENT });

export const useReportCourses = (query: Partial<ReportCourseListQuery>) =>
  useQuery({
    queryKey: reportKeys.courses(query),
    queryFn: () => call(reportCalls.courseList, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** The figures of the courses on screen, read again every LIVE_REFRESH_MS. */
export const useLiveFigures = (ids: string[]) =>
  useQuery({
    queryKey: reportKeys.live(ids),
    queryFn: () => call(reportCalls.courseListRealtime, { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
    refetchInterval: LIVE_REFRESH_MS,
    ...SILENT,
  });

export const useCourseReport = (id: string, query: Partial<ReportCourseViewQuery>) =>
  useQuery({
    queryKey: reportKeys.course(id, query),
    queryFn: () => call(reportCalls.courseView, { params: { id }, query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

export const useReportStudents = (query: Partial<ReportStudentListQuery>) =>
  useQuery({
    queryKey: reportKeys.students(query),
    queryFn: () => call(reportCalls.studentList, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

export const useStudentReport = (id: string) =>
  useQuery({
    queryKey: reportKeys.student(id),
    queryFn: () => call(reportCalls.studentView, { params: { id } }),
    ...SILENT,
  });
