import { z } from 'zod';
import { defineCall, keysetPageOf } from './call.js';
import { daySchema, idSchema, keysetQuery } from './common.js';

/** An action's name as recorded (`user.accept`, `simulation.start`...). */
const actionSchema = z.string().trim().min(1, 'validation.invalid').max(100, 'validation.invalid');

/**
 * `audit/list`: the audit log, newest first (time, then id), paged by keyset like the user list.
 * `person` (an id) and `search` (part of a name or an email) match the person at the keyboard or
 * the one he acted as in a simulation. `from` and `to` are days read in UTC: `from` counts from its
 * start, `to` up to its end.
 */
export const auditListQuery = keysetQuery(
  {
    person: idSchema.optional(),
    search: z.string().trim().max(100, 'validation.tooLong').optional(),
    action: actionSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  },
  { max: 100, default: 20 },
);
export type AuditListQuery = z.infer<typeof auditListQuery>;

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** who did it: during a simulation, the asker; null once that account is gone */
  actor: person.nullable(),
  /** whom he was acting as, during a simulation */
  actingAs: person.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/audit/list',
    query: auditListQuery,
    response: keysetPageOf(auditEntrySchema),
    summary: 'One page of the audit log, newest first: who did what, as whom, when, to what',
  }),
  actions: defineCall({
    method: 'GET',
    path: '/audit/actions',
    response: z.array(z.string()),
    summary: 'Every action the audit log holds, for its filter',
  }),
};
