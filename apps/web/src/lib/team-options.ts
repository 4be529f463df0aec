import { teamCalls } from '@academy/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './api';

/** How many teams the team filter offers for what was typed: it searches rather than scrolls. */
const TEAM_OPTIONS_LIMIT = 20;

/** The asker's teams whose name holds `search`, for the team filter. */
export const useTeamOptions = (search: string) =>
  useQuery({
    queryKey: ['team-options', search],
    queryFn: () => call(teamCalls.list, { query: { limit: TEAM_OPTIONS_LIMIT, ...(search && { search }) } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The chosen team's name, for a filter that came from the address. */
export const useChosenTeam = (id: string) =>
  useQuery({
    queryKey: ['team-option', id],
    queryFn: () => call(teamCalls.get, { params: { id } }),
    enabled: id !== '',
    meta: { silent: true },
  });

/** The team pickers offer every team: an academy has at most a few hundred. */
const ALL_TEAMS_LIMIT = 1000;

export const allTeamsKey = ['team-options', 'all'] as const;

/** Every team the asker may give something to (a course, a learning path). */
export const useAllTeams = () =>
  useQuery({
    queryKey: allTeamsKey,
    queryFn: () => call(teamCalls.list, { query: { limit: ALL_TEAMS_LIMIT } }),
    meta: { silent: true },
  });
