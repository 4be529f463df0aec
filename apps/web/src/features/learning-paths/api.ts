import {
  type CreateLearningPathRequest,
  courseCalls,
  type LearningPathListQuery,
  type LearningPathPeopleQuery,
  learningPathCalls,
} from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const pathKeys = {
  all: ['learning-paths'] as const,
  list: (query: Partial<LearningPathListQuery>) => ['learning-paths', 'list', query] as const,
  one: (id: string) => ['learning-paths', 'one', id] as const,
  people: (id: string, query: Partial<LearningPathPeopleQuery>) =>
    ['learning-paths', 'people', id, query] as const,
  courses: (search: string) => ['learning-paths', 'courses', search] as const,
};

/** One page of the list; the page shown stays while the next loads, so the list does not jump. */
export const usePathList = (query: Partial<LearningPathListQuery>) =>
  useQuery({
    queryKey: pathKeys.list(query),
    queryFn: () => call(learningPathCalls.list, { query }),
    placeholderData: keepPreviousData,
    // a learner's progress changes on the course pages
    staleTime: 0,
    ...SILENT,
  });

export const usePath = (id: string) =>
  useQuery({
    queryKey: pathKeys.one(id),
    queryFn: () => call(learningPathCalls.get, { params: { id } }),
    // an edit, and a learner's progress, start from what the server holds now
    staleTime: 0,
    ...SILENT,
  });

export const usePathPeople = (id: string, query: Partial<LearningPathPeopleQuery>) =>
  useQuery({
    queryKey: pathKeys.people(id, query),
    queryFn: () => call(learningPathCalls.people, { params: { id }, query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** The course picker shows this many matches of what is typed. */
const COURSE_PICKER_LIMIT = 20;

export const usePickableCourses = (search: string) =>
  useQuery({
    queryKey: pathKeys.courses(search),
    queryFn: () =>
      call(courseCalls.list, { query: { search: search || undefined, page: 1, limit: COURSE_PICKER_LIMIT } }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

export interface SavePathInput {
  /** an existing path's id; none creates one */
  id?: string;
  /** the path with its courses and teams, saved whole in one call */
  path: CreateLearningPathRequest;
}

/** Saves the path with its teams in one call, and answers the saved path. */
export function useSavePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path }: SavePathInput) =>
      id
        ? call(learningPathCalls.update, { params: { id }, body: path })
        : call(learningPathCalls.create, { body: path }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pathKeys.all }),
    ...SILENT,
  });
}

export function useRemovePath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(learningPathCalls.remove, { params: { id } }),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: pathKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: pathKeys.all });
    },
    ...SILENT,
  });
}
