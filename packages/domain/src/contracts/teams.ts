import { z } from 'zod';
import { paginationSchema } from './common.js';

export const teamListQuery = paginationSchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;
