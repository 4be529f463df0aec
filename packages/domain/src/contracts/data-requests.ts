import { z } from 'zod';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../privacy.js';
import { defineCall, keysetPageOf } from './call.js';
import { idField, idSchema, keysetQuery, searchSchema } from './common.js';

/**
 * People's data requests under the LGPD and the GDPR (an export, an erasure, a correction): asked
 * by the person or recorded for him by an admin, each due a number of days after it was asked
 * (the `data_request_days` setting), worked from the admins' queue and closed with what was done.
 */

/** The longest text of a request's details or outcome. */
export const DATA_REQUEST_TEXT_MAX = 2000;

const text = z.string('validation.invalid').trim().max(DATA_REQUEST_TEXT_MAX, 'validation.tooLong');
const kindSchema = z.enum(DATA_REQUEST_KINDS, 'validation.required');

/** A correction names what is wrong: without it nobody could act on it. */
const withDetails = <S extends { kind: string; details: string }>(request: S, context: z.RefinementCtx) => {
  if (request.kind === 'correction' && request.details === '')
    context.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
};

/** What a person asks of his own data. */
export const askDataRequestBody = z
  .strictObject({ kind: kindSchema, details: text.default('') })
  .superRefine(withDetails);
export type AskDataRequest = z.input<typeof askDataRequestBody>;

/** What an admin records for a person (a request that came by mail, by phone...). */
export const recordDataRequestBody = z
  .strictObject({ user: idField('validation.required'), kind: kindSchema, details: text.default('') })
  .superRefine(withDetails);
export type RecordDataRequest = z.input<typeof recordDataRequestBody>;

/** How a request is closed: done or refused, and always with what was done or why. */
export const closeDataRequestBody = z.strictObject({
  status: z.enum(['done', 'refused'], 'validation.required'),
  outcome: text.min(1, 'validation.required'),
});
export type CloseDataRequest = z.input<typeof closeDataRequestBody>;

/** The queue's orders: the soonest due first (what to work on next), or the latest due first. */
export const DATA_REQUEST_ORDERS = ['due', 'latest'] as const;

/**
 * `data-request/list`: the queue, by keyset on (due_at, id). `overdue` keeps the open requests
 * past their due date; `search` is part of the person's name or email.
 */
export const dataRequestListQuery = keysetQuery(
  {
    status: z.enum(DATA_REQUEST_STATUSES, 'validation.invalid').optional(),
    kind: z.enum(DATA_REQUEST_KINDS, 'validation.invalid').optional(),
    overdue: z.enum(['true'], 'validation.invalid').optional(),
    search: searchSchema,
    order: z.enum(DATA_REQUEST_ORDERS, 'validation.invalid').default('due'),
  },
  { max: 100, default: 20 },
);
export type DataRequestListQuery = z.output<typeof dataRequestListQuery>;

const someone = z.object({ _id: z.string(), name: z.string() });

/** A request as its person sees it. */
export const ownDataRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  details: z.string(),
  askedAt: z.string(),
  dueAt: z.string(),
  closedAt: z.string().nullable(),
  outcome: z.string().nullable(),
  /** open and past its due date */
  overdue: z.boolean(),
});
export type OwnDataRequest = z.infer<typeof ownDataRequestSchema>;

/** A request as the queue shows it: whose, who recorded it, who closed it. */
export const dataRequestSchema = ownDataRequestSchema.extend({
  person: someone.extend({ email: z.string() }),
  /** the person himself, or the admin who recorded it; null once that account is gone */
  askedBy: someone.nullable(),
  closedBy: someone.nullable(),
});
export type DataRequestItem = z.infer<typeof dataRequestSchema>;

export const dataRequestCountsSchema = z.object({ open: z.number(), overdue: z.number() });
export type DataRequestCounts = z.infer<typeof dataRequestCountsSchema>;

export const dataRequestCalls = {
  ask: defineCall({
    method: 'POST',
    path: '/data-request/ask',
    body: askDataRequestBody,
    response: ownDataRequestSchema,
    summary: 'The caller asks for an export, an erasure or a correction of his data; he is mailed',
  }),
  mine: defineCall({
    method: 'GET',
    path: '/data-request/mine',
    response: z.array(ownDataRequestSchema),
    summary: 'The caller’s own data requests, newest first, with their status and due date',
  }),
  record: defineCall({
    method: 'POST',
    path: '/data-request/create',
    body: recordDataRequestBody,
    response: dataRequestSchema,
    summary: 'Records a data request a person made another way (admin); the person is mailed',
  }),
  list: defineCall({
    method: 'GET',
    path: '/data-request/list',
    query: dataRequestListQuery,
    response: keysetPageOf(dataRequestSchema),
    summary: 'One page of the data requests queue, by due date, with filters (admin)',
  }),
  counts: defineCall({
    method: 'GET',
    path: '/data-request/counts',
    response: dataRequestCountsSchema,
    summary: 'How many data requests are open and how many of them are overdue (admin)',
  }),
  close: defineCall({
    method: 'POST',
    path: '/data-request/close/:id',
    params: z.strictObject({ id: idSchema }),
    body: closeDataRequestBody,
    response: dataRequestSchema,
    summary:
      'Closes an open data request as done or refused, with what was done (admin); the person is mailed',
  }),
};
