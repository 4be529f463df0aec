import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../roles.js';
import { defineCall, doneSchema, pageOf } from './call.js';
import { idField, idSchema, paginationSchema } from './common.js';

export const TEAM_STATUSES = ['enabled', 'disabled'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** How many distributors, leaders and members one team may hold. */
export const TEAM_LIMITS = { masters: 100, people: 5000 } as const;

export const teamListQuery = paginationSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(TEAM_STATUSES).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;

export const teamListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(TEAM_STATUSES),
  /** the names of the team's distributors, by name */
  masters: z.array(z.string()),
  leaders: z.number(),
  members: z.number(),
});
export type TeamListItem = z.infer<typeof teamListItemSchema>;

export const teamIdParams = z.strictObject({ id: idSchema });

const INVALID = 'validation.invalid';
const personIds = z.array(idField('validation.teamPerson'), INVALID).max(TEAM_LIMITS.people, INVALID);

/**
 * A team as a form sends it. It draws its people from at least one distributor ("master"; spec
 * section 5): its leaders and members must be people of those distributors.
 */
export const teamFields = {
  name: z.string('validation.required').trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  status: z.enum(TEAM_STATUSES, INVALID),
  masters: z
    .array(idField('validation.unknownDistributor'), 'validation.teamMasters')
    .min(1, 'validation.teamMasters')
    .max(TEAM_LIMITS.masters, INVALID),
  leaders: personIds,
  members: personIds,
};

export const createTeamRequest = z.strictObject({
  name: teamFields.name,
  status: teamFields.status.default('enabled'),
  masters: teamFields.masters,
  leaders: teamFields.leaders.default([]),
  members: teamFields.members.default([]),
});
export type CreateTeamRequest = z.infer<typeof createTeamRequest>;

/** Only the fields sent change: `{ status }` alone switches a team on or off. */
export const updateTeamRequest = z.strictObject({
  name: teamFields.name.optional(),
  status: teamFields.status.optional(),
  masters: teamFields.masters.optional(),
  leaders: teamFields.leaders.optional(),
  members: teamFields.members.optional(),
});
export type UpdateTeamRequest = z.infer<typeof updateTeamRequest>;

export const loadTeamUsersRequest = z.strictObject({ masters: teamFields.masters });

const named = z.object({ _id: z.string(), name: z.string() });
const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** A distributor a team may draw its people from. */
export const teamMasterSchema = named.extend({ countryName: localizedName, state: z.string() });
export type TeamMaster = z.infer<typeof teamMasterSchema>;

/** A person a team may take as leader or member. */
export const teamPersonSchema = named.extend({
  email: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  /** the distributor he belongs to */
  master: z.string(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const teamDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(TEAM_STATUSES),
  masters: z.array(teamMasterSchema),
  leaders: z.array(teamPersonSchema),
  members: z.array(teamPersonSchema),
  createdAt: z.string(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamCalls = {
  list: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/team/list',
    query: teamListQuery,
    response: pageOf(teamListItemSchema),
    summary: "One page of the teams in the asker's scope, by name",
  }),
  get: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/team/get/:id',
    params: teamIdParams,
    response: teamDetailSchema,
    summary: 'One team with its distributors, leaders and members',
  }),
  create: defineCall({
    scope: 'users:write',
    method: 'POST',
    path: '/team/create',
    body: createTeamRequest,
    response: teamDetailSchema,
    summary: 'Creates a team from people of at least one distributor',
  }),
  update: defineCall({
    scope: 'users:write',
    method: 'PUT',
    path: '/team/update/:id',
    params: teamIdParams,
    body: updateTeamRequest,
    response: teamDetailSchema,
    summary: 'Changes the fields sent of a team (its status alone, for one)',
  }),
  remove: defineCall({
    scope: 'users:write',
    method: 'DELETE',
    path: '/team/remove/:id',
    params: teamIdParams,
    response: doneSchema,
    summary: 'Removes a team; its people keep their accounts and progress',
  }),
  masters: defineCall({
    scope: 'users:read',
    method: 'GET',
    path: '/team/masters',
    response: z.array(teamMasterSchema),
    summary: "The distributors in the asker's scope a team may draw its people from",
  }),
  loadUsers: defineCall({
    scope: 'users:read',
    method: 'POST',
    path: '/team/load-users',
    body: loadTeamUsersRequest,
    response: z.array(teamPersonSchema),
    summary: 'The people of the chosen distributors a team may take as leaders or members',
  }),
};
