import { z } from 'zod';
import { ASSIGNMENT_STATES, type DuePolicy, MAX_DUE_DAYS } from '../assignment-due.js';
import { USER_TYPES } from '../roles.js';
import { defineCall, doneSchema, pageOf } from './call.js';
import {
  daySchema,
  idField,
  idSchema,
  itemTitleSchema,
  languageSchema,
  paginationSchema,
  searchSchema,
} from './common.js';

const INVALID = 'validation.invalid';
/** The most values one condition of an audience may list, and the most people it may name. */
export const AUDIENCE_LIMITS = { values: 500, people: 5000 } as const;

const ids = (max: number) => z.array(idField(INVALID), INVALID).max(max, INVALID).default([]);

/** Who an assignment or a rule reaches (the domain's `Audience`): named people and conditions. */
export const audienceSchema = z.strictObject({
  everyone: z.boolean(INVALID).default(false),
  people: ids(AUDIENCE_LIMITS.people),
  userTypes: z.array(z.enum(USER_TYPES, INVALID), INVALID).max(USER_TYPES.length, INVALID).default([]),
  countries: ids(AUDIENCE_LIMITS.values),
  distributors: ids(AUDIENCE_LIMITS.values),
  categories: z
    .array(z.number(INVALID).int(INVALID).min(0, INVALID).max(999, INVALID), INVALID)
    .max(AUDIENCE_LIMITS.values, INVALID)
    .default([]),
  teams: ids(AUDIENCE_LIMITS.values),
});

/**
 * When each person is due, as a call sends it: `{ date }` a fixed day (today or later), `{ days }`
 * that many days after he is assigned, `{}` never; read as the domain's `DuePolicy`.
 */
export const dueRequestSchema = z
  .strictObject({
    date: daySchema.optional(),
    days: z.number(INVALID).int(INVALID).min(1, INVALID).max(MAX_DUE_DAYS, INVALID).optional(),
  })
  .refine((due) => due.date === undefined || due.days === undefined, { message: INVALID, path: ['days'] })
  .transform(
    (due): DuePolicy =>
      due.date !== undefined
        ? { kind: 'date', date: due.date }
        : due.days !== undefined
          ? { kind: 'days', days: due.days }
          : { kind: 'none' },
  );

/** A due policy as the answers give it. */
export const duePolicySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('date'), date: z.string() }),
  z.object({ kind: z.literal('days'), days: z.number() }),
]);

export const ASSIGNABLE_KINDS = ['course', 'path'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

/** What is assigned: a course or a learning path. */
export const assignableSchema = z.strictObject({
  kind: z.enum(ASSIGNABLE_KINDS, INVALID),
  id: idField('validation.unknownItem'),
});

export const assignRequest = z.strictObject({
  item: assignableSchema,
  audience: audienceSchema,
  due: dueRequestSchema.default({ kind: 'none' }),
});
export type AssignRequest = z.input<typeof assignRequest>;

export const previewRequest = z.strictObject({ item: assignableSchema, audience: audienceSchema });

/** What an assignment or a rule would do: how many people it reaches, and of them how many cannot see the item. */
export const audiencePreviewSchema = z.object({
  people: z.number(),
  /** already assigned the item, left as they are */
  alreadyAssigned: z.number(),
  /** who may not see the item (a course or path not given to them): the call that assigns refuses them */
  cannotSee: z.number(),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

export const assignResultSchema = z.object({ assigned: z.number(), alreadyAssigned: z.number() });

const named = z.object({ _id: z.string(), name: z.string() });

/** One person's assignment, as the lists show it. */
export const assignmentRowSchema = z.object({
  _id: z.string(),
  user: named.extend({ email: z.string(), distributor: z.string().nullable() }),
  item: z.object({ kind: z.enum(ASSIGNABLE_KINDS), _id: z.string(), title: z.string() }),
  state: z.enum(ASSIGNMENT_STATES),
  assignedAt: z.string(),
  dueOn: z.string().nullable(),
  completedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** the rule that assigned it, if one did */
  rule: named.nullable(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

/** The states a staff list filters by; `open` is assigned, in progress and overdue together. */
export const ASSIGNMENT_FILTERS = ['open', ...ASSIGNMENT_STATES] as const;

export const assignmentListQuery = paginationSchema.extend({
  state: z.enum(ASSIGNMENT_FILTERS).optional(),
  courseId: idSchema.optional(),
  pathId: idSchema.optional(),
  userId: idSchema.optional(),
  search: searchSchema.optional(),
});
export type AssignmentListQuery = z.input<typeof assignmentListQuery>;

/** How the compliance report groups people: by distributor, by team (a member of several counts in each) or by country. */
export const COMPLIANCE_GROUPS = ['distributor', 'team', 'country'] as const;

export const complianceQuery = z.strictObject({
  by: z.enum(COMPLIANCE_GROUPS).default('distributor'),
  courseId: idSchema.optional(),
  pathId: idSchema.optional(),
  lang: languageSchema.optional(),
});
export type ComplianceQuery = z.input<typeof complianceQuery>;

/** One group's figures: its assignments (not withdrawn) by state, and its certificates ending soon. */
export const complianceFiguresSchema = z.object({
  assigned: z.number(),
  completedOnTime: z.number(),
  completedLate: z.number(),
  /** open and not overdue, started or not */
  inProgress: z.number(),
  overdue: z.number(),
  /** valid certificates (of the item, when one is chosen) ending within 30, 60 and 90 days */
  expiring30: z.number(),
  expiring60: z.number(),
  expiring90: z.number(),
});
export type ComplianceFigures = z.infer<typeof complianceFiguresSchema>;

export const complianceReportSchema = z.object({
  groups: z.array(complianceFiguresSchema.extend({ _id: z.string(), name: z.string() })),
  /** every person of the asker's scope once, whatever his groups */
  total: complianceFiguresSchema,
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

export const assignmentIdParams = z.strictObject({ id: idSchema });

export const RULE_STATUSES = ['enabled', 'disabled'] as const;

/** A rule as a form sends it: a name, what it assigns, to whom, and when each is due. */
export const ruleRequest = z.strictObject({
  name: itemTitleSchema,
  item: assignableSchema,
  audience: audienceSchema,
  due: dueRequestSchema.default({ kind: 'none' }),
  status: z.enum(RULE_STATUSES, INVALID).default('enabled'),
});
export type RuleRequest = z.input<typeof ruleRequest>;

export const ruleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  item: z.object({ kind: z.enum(ASSIGNABLE_KINDS), _id: z.string(), title: z.string() }),
  audience: audienceSchema,
  due: duePolicySchema,
  status: z.enum(RULE_STATUSES),
  /** open assignments the rule has made */
  assigned: z.number(),
  createdAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** A rule saved, with how many people it assigned and withdrew on the way. */
export const ruleSavedSchema = z.object({ rule: ruleSchema, assigned: z.number(), withdrawn: z.number() });

export const assignmentCalls = {
  preview: defineCall({
    scope: 'assignments:read',
    method: 'POST',
    path: '/assignment/preview',
    body: previewRequest,
    response: audiencePreviewSchema,
    summary:
      "How many people of the asker's scope an audience reaches, and how many of them cannot see the item",
  }),
  assign: defineCall({
    scope: 'assignments:write',
    method: 'POST',
    path: '/assignment/create',
    body: assignRequest,
    response: assignResultSchema,
    summary:
      "Assigns a course or a path to the people of an audience in the asker's scope, with an optional due date",
  }),
  list: defineCall({
    scope: 'assignments:read',
    method: 'GET',
    path: '/assignment/list',
    query: assignmentListQuery,
    response: pageOf(assignmentRowSchema),
    summary: "One page of the assignments of the people in the asker's scope, overdue and soonest due first",
  }),
  compliance: defineCall({
    scope: 'assignments:read',
    method: 'GET',
    path: '/assignment/compliance',
    query: complianceQuery,
    response: complianceReportSchema,
    summary:
      "Assignments by state and certificates ending soon, per distributor, team or country of the asker's scope",
  }),
  complianceDownload: defineCall({
    scope: 'assignments:read',
    method: 'GET',
    path: '/assignment/compliance-download',
    query: complianceQuery,
    response: 'file',
    summary: "The compliance report as an xlsx file, in `lang` (the asker's language when left out)",
  }),
  mine: defineCall({
    method: 'GET',
    path: '/assignment/mine',
    response: z.array(assignmentRowSchema),
    summary: "The asker's own open assignments (soonest due first) and those closed in the last 90 days",
  }),
  calendar: defineCall({
    method: 'GET',
    path: '/assignment/calendar/:id',
    params: assignmentIdParams,
    response: 'file',
    summary:
      "An .ics file with the assignment's due day, for a calendar: the person's own, or one of the asker's scope",
  }),
  withdraw: defineCall({
    scope: 'assignments:write',
    method: 'POST',
    path: '/assignment/withdraw/:id',
    params: assignmentIdParams,
    response: doneSchema,
    summary: 'Withdraws an open assignment; what the person completed stays his',
  }),
  rules: defineCall({
    scope: 'assignments:read',
    method: 'GET',
    path: '/assignment-rule/list',
    response: z.array(ruleSchema),
    summary:
      'The assignment rules the asker may manage: every rule for an admin, the ones he wrote for a tsm or master',
  }),
  rule: defineCall({
    scope: 'assignments:read',
    method: 'GET',
    path: '/assignment-rule/get/:id',
    params: assignmentIdParams,
    response: ruleSchema,
    summary: 'One assignment rule',
  }),
  createRule: defineCall({
    scope: 'assignments:write',
    method: 'POST',
    path: '/assignment-rule/create',
    body: ruleRequest,
    response: ruleSavedSchema,
    summary: 'Saves a rule and applies it at once to everyone of its audience',
  }),
  updateRule: defineCall({
    scope: 'assignments:write',
    method: 'PUT',
    path: '/assignment-rule/update/:id',
    params: assignmentIdParams,
    body: ruleRequest,
    response: ruleSavedSchema,
    summary:
      'Changes a rule and applies it again: new people are assigned, those who left have their open assignment withdrawn',
  }),
  removeRule: defineCall({
    scope: 'assignments:write',
    method: 'DELETE',
    path: '/assignment-rule/remove/:id',
    params: assignmentIdParams,
    response: doneSchema,
    summary: 'Removes a rule; the assignments it made stay',
  }),
};
