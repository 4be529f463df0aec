import { z } from 'zod';
import { defineCall, pageOf } from './call.js';
import { paginationSchema } from './common.js';

export const teamListQuery = paginationSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;

export const teamListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(['enabled', 'disabled']),
});
export type TeamListItem = z.infer<typeof teamListItemSchema>;

export const teamCalls = {
  list: defineCall({
    method: 'GET',
    path: '/team/list',
    query: teamListQuery,
    response: pageOf(teamListItemSchema),
    summary: 'One page of the teams by name',
  }),
};
