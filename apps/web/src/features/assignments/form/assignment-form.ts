import {
  type AssignableKind,
  type Audience,
  audienceIsEmpty,
  type DuePolicy,
  dayOf,
  daySchema,
  dueDayInPast,
  itemTitleSchema,
  MAX_DUE_DAYS,
  type Rule,
  type RuleRequest,
  USER_TYPES,
  type UserType,
} from '@academy/domain';
import { z } from 'zod';

/** What is assigned, as the form holds it: its title too, to name it before any list arrives. */
export interface ItemChoice {
  kind: AssignableKind;
  id: string;
  title: string;
}

/**
 * The audience as its fields hold it: every choice an id as text (a category's index too), as the
 * choice fields take them; `people` are kept as they came (a rule saved by the API may name some).
 */
export interface AudienceForm {
  everyone: boolean;
  people: string[];
  userTypes: string[];
  countries: string[];
  distributors: string[];
  categories: string[];
  teams: string[];
}

export const DUE_KINDS = ['none', 'date', 'days'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** When each person is due, as its fields hold it: the kind, and the day or the number of days typed. */
export interface DueForm {
  kind: DueKind;
  date: string;
  days: string;
}

/** The Assign page's and a rule's form: a rule adds its name and whether it is on. */
export interface AssignmentForm {
  name: string;
  enabled: boolean;
  kind: AssignableKind;
  item: ItemChoice | null;
  audience: AudienceForm;
  due: DueForm;
}

export const emptyAudienceForm: AudienceForm = {
  everyone: false,
  people: [],
  userTypes: [],
  countries: [],
  distributors: [],
  categories: [],
  teams: [],
};

export const emptyAssignmentForm: AssignmentForm = {
  name: '',
  enabled: true,
  kind: 'course',
  item: null,
  audience: emptyAudienceForm,
  due: { kind: 'none', date: '', days: '' },
};

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

/** The audience the fields describe, as the API takes it. */
export const audienceOf = (form: AudienceForm): Audience => ({
  everyone: form.everyone,
  people: form.people,
  userTypes: form.userTypes.filter(isUserType),
  countries: form.countries,
  distributors: form.distributors,
  categories: form.categories.map(Number).filter((index) => Number.isInteger(index) && index >= 0),
  teams: form.teams,
});

export const audienceFormOf = (audience: Audience): AudienceForm => ({
  everyone: audience.everyone,
  people: audience.people,
  userTypes: audience.userTypes,
  countries: audience.countries,
  distributors: audience.distributors,
  categories: audience.categories.map(String),
  teams: audience.teams,
});

/** The due policy the fields describe (the form's check has made sure they say one). */
export function dueOf(form: DueForm): DuePolicy {
  if (form.kind === 'date') return { kind: 'date', date: form.date };
  if (form.kind === 'days') return { kind: 'days', days: Number(form.days) };
  return { kind: 'none' };
}

/** A due policy as a call sends it: `{}`, `{ date }` or `{ days }`. */
export function dueRequestOf(due: DuePolicy): { date?: string; days?: number } {
  if (due.kind === 'date') return { date: due.date };
  if (due.kind === 'days') return { days: due.days };
  return {};
}

export const dueFormOf = (due: DuePolicy): DueForm => ({
  kind: due.kind,
  date: due.kind === 'date' ? due.date : '',
  days: due.kind === 'days' ? String(due.days) : '',
});

/** A rule as its form starts. */
export const ruleFormOf = (rule: Rule): AssignmentForm => ({
  name: rule.name,
  enabled: rule.status === 'enabled',
  kind: rule.item.kind,
  item: { kind: rule.item.kind, id: rule.item._id, title: rule.item.title },
  audience: audienceFormOf(rule.audience),
  due: dueFormOf(rule.due),
});

const WHOLE_NUMBER = /^\d+$/;

/**
 * The form's checks, the server's own where it has them: something chosen to assign, an audience
 * that reaches someone (the domain's `audienceIsEmpty`), a due day that is a real day and not past
 * (the domain's `dueDayInPast`, on the reader's UTC day as the server reads it), 1 to 3650 days.
 * Problems are i18n keys. `rule` checks the name too.
 */
export function assignmentFormSchema(rule: boolean, today = () => dayOf(new Date())) {
  return z
    .object({
      name: rule ? itemTitleSchema : z.string(),
      enabled: z.boolean(),
      kind: z.enum(['course', 'path']),
      item: z.custom<ItemChoice | null>().refine((item) => item !== null, 'assignments.form.chooseItem'),
      audience: z.custom<AudienceForm>(),
      due: z.custom<DueForm>(),
    })
    .superRefine((form, context) => {
      if (audienceIsEmpty(audienceOf(form.audience)))
        context.addIssue({ code: 'custom', path: ['audience'], message: 'errors.assignment-audience-empty' });
      const { due } = form;
      if (due.kind === 'date') {
        const problem =
          due.date === ''
            ? 'validation.required'
            : !daySchema.safeParse(due.date).success
              ? 'validation.invalid'
              : dueDayInPast({ kind: 'date', date: due.date }, today())
                ? 'errors.due-date-past'
                : null;
        if (problem) context.addIssue({ code: 'custom', path: ['due', 'date'], message: problem });
      }
      if (due.kind === 'days') {
        const days = Number(due.days);
        const problem =
          due.days.trim() === ''
            ? 'validation.required'
            : !WHOLE_NUMBER.test(due.days.trim()) || days < 1 || days > MAX_DUE_DAYS
              ? 'assignments.due.daysRange'
              : null;
        if (problem) context.addIssue({ code: 'custom', path: ['due', 'days'], message: problem });
      }
    });
}

/** A checked form as the rule calls take it. */
export const ruleRequestOf = (form: AssignmentForm): RuleRequest => ({
  name: form.name.trim(),
  item: { kind: form.item?.kind ?? form.kind, id: form.item?.id ?? '' },
  audience: audienceOf(form.audience),
  due: dueRequestOf(dueOf(form.due)),
  status: form.enabled ? 'enabled' : 'disabled',
});
