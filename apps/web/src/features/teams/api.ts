import {
  type CreateTeamRequest,
  type TeamListQuery,
  teamCalls,
  type UpdateTeamRequest,
} from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const teamKeys = {
  all: ['teams'] as const,
  list: (query: Partial<TeamListQuery>) => ['teams', 'list', query] as const,
  one: (id: string) => ['teams', 'one', id] as const,
  masters: ['teams', 'masters'] as const,
  people: (masters: string[]) => ['teams', 'people', [...masters].sort()] as const,
};

/** One page of the list; the page shown stays while the next loads, so the list does not jump. */
export const useTeamList = (query: Partial<TeamListQuery>) =>
  useQuery({
    queryKey: teamKeys.list(query),
    queryFn: () => call(teamCalls.list, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

export const useTeam = (id: string) =>
  useQuery({
    queryKey: teamKeys.one(id),
    queryFn: () => call(teamCalls.get, { params: { id } }),
    // an edit starts from what the server holds now
    staleTime: 0,
    ...SILENT,
  });

/** The distributors the signed-in user may draw a team from. */
export const useTeamMasters = () =>
  useQuery({ queryKey: teamKeys.masters, queryFn: () => call(teamCalls.masters), ...SILENT });

/** The people of the chosen distributors; nothing to ask until one is chosen. */
export const useTeamPeople = (masters: string[]) =>
  useQuery({
    queryKey: teamKeys.people(masters),
    queryFn: () => call(teamCalls.loadUsers, { body: { masters } }),
    enabled: masters.length > 0,
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** After a change every team list and view is stale. */
function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (body: CreateTeamRequest) => call(teamCalls.create, { body }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useUpdateTeam(id: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (body: UpdateTeamRequest) => call(teamCalls.update, { params: { id }, body }),
    onSuccess: invalidate,
    ...SILENT,
  });
}

export function useRemoveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teamCalls.remove, { params: { id } }),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    ...SILENT,
  });
}
