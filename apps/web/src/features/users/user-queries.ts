import { type InputOf, type UserListQuery, userCalls, userCategoryCalls } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { userKeys } from './api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

/** Under `userKeys.all`, so a moderation answer marks these stale too. */
export const managedUserKeys = {
  list: (query: Partial<UserListQuery>) => [...userKeys.all, 'list', query] as const,
  counters: [...userKeys.all, 'tabs-counters'] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
  tab: (id: string, tab: 'courses' | 'teams' | 'activities' | 'conquests') =>
    [...userKeys.all, 'one', id, tab] as const,
};

/** One page of the people; the page shown stays while the next loads, so the list does not jump. */
export const useUserList = (query: Partial<UserListQuery>) =>
  useQuery({
    queryKey: managedUserKeys.list(query),
    queryFn: () => call(userCalls.list, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** People per type and pending registrations, for the tabs and the pending button. */
export const useUserTabsCounters = () =>
  useQuery({ queryKey: managedUserKeys.counters, queryFn: () => call(userCalls.tabsCounters), ...SILENT });

export const useManagedUser = (id: string) =>
  useQuery({
    queryKey: managedUserKeys.one(id),
    queryFn: () => call(userCalls.get, { params: { id } }),
    // an edit starts from what the server holds now
    staleTime: 0,
    ...SILENT,
  });

export const useUserCourses = (id: string) =>
  useQuery({
    queryKey: managedUserKeys.tab(id, 'courses'),
    queryFn: () => call(userCalls.courses, { params: { id } }),
    ...SILENT,
  });

export const useUserTeams = (id: string) =>
  useQuery({
    queryKey: managedUserKeys.tab(id, 'teams'),
    queryFn: () => call(userCalls.teams, { params: { id } }),
    ...SILENT,
  });

export const useUserActivities = (id: string) =>
  useQuery({
    queryKey: managedUserKeys.tab(id, 'activities'),
    queryFn: () => call(userCalls.activities, { params: { id } }),
    ...SILENT,
  });

export const useUserConquests = (id: string) =>
  useQuery({
    queryKey: managedUserKeys.tab(id, 'conquests'),
    queryFn: () => call(userCalls.conquests, { params: { id } }),
    ...SILENT,
  });

/** The user categories (an admin's setting), for the category filter and field. */
export const useUserCategories = () =>
  useQuery({
    queryKey: [...userKeys.all, 'categories'],
    queryFn: () => call(userCategoryCalls.list),
    ...SILENT,
  });

/** After a change every list, counter and view of people is stale. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: InputOf<(typeof userCalls.create)['body']>) => call(userCalls.create, { body }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: InputOf<(typeof userCalls.update)['body']>) => call(userCalls.update, { body }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(userCalls.remove, { params: { id } }),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: managedUserKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    ...SILENT,
  });
}
