import { type AssignableKind, type AssignmentListQuery, assignmentCalls } from '@academy/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, download } from './api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

/**
 * Query keys of what is read about assignments, shared by the features that show them (the
 * assignments pages, a person's view, the learner's dashboard and course list): a change made on
 * the assignments pages invalidates `all`, so every one of them is read again.
 */
export const assignmentQueryKeys = {
  all: ['assignments'] as const,
  list: (query: Partial<AssignmentListQuery>) => ['assignments', 'list', query] as const,
  mine: ['assignments', 'mine'] as const,
};

/** One page of the assignments of the asker's scope; the page shown stays while the next loads. */
export const useAssignmentList = (query: Partial<AssignmentListQuery>) =>
  useQuery({
    queryKey: assignmentQueryKeys.list(query),
    queryFn: () => call(assignmentCalls.list, { query }),
    placeholderData: keepPreviousData,
    // progress made elsewhere moves an assignment on
    staleTime: 0,
    ...SILENT,
  });

/** What the asker was assigned: open ones soonest due first, then those closed lately. */
export const myAssignmentsQuery = queryOptions({
  queryKey: assignmentQueryKeys.mine,
  queryFn: () => call(assignmentCalls.mine),
  staleTime: 0,
  ...SILENT,
});
export const useMyAssignments = () => useQuery(myAssignmentsQuery);

/** An assignment's due day as an .ics file (the token goes in the header, so it is fetched, not linked). */
export const downloadAssignmentCalendar = (id: string) =>
  download(assignmentCalls.calendar, { params: { id } });

/** The states of an assignment that is still to do. */
export const OPEN_ASSIGNMENT_STATES: ReadonlySet<string> = new Set(['assigned', 'in-progress', 'overdue']);

/**
 * What is assigned, for the staff: a course's page, or who is on a path and how far (the path's
 * page for the staff).
 */
export const staffItemPath = (kind: AssignableKind, id: string) =>
  kind === 'course' ? `/course/view/${id}` : `/learning-paths/admin/view/${id}`;
