import {
  audienceProblems,
  COURSE_AUDIENCES,
  COURSE_STATUSES,
  COURSE_STRUCTURES,
  type CourseDetail,
  type CreateCourseRequest,
  LANGUAGES,
  MAX_CERTIFICATE_VALIDITY_MONTHS,
  MAX_RENEWAL_WINDOW_DAYS,
  renewalProblems,
} from '@academy/domain';
import { z } from 'zod';
import {
  addProblems,
  emptyLocalized,
  localizedShape,
  positionField,
  requireLanguages,
  toLocalized,
  toPosition,
} from './form-rules';
import type { FileValue } from './uploads';

/**
 * The course form. The title and description are asked in every language the course is offered
 * in; an audience of chosen distributors or teams must name at least one.
 */
export const courseFormSchema = z
  .object({
    langs: z.array(z.enum(LANGUAGES)).min(1, 'validation.langs'),
    title: localizedShape,
    description: localizedShape,
    structure: z.enum(COURSE_STRUCTURES),
    image: z.union([z.instanceof(File), z.string()]),
    audience: z.enum(COURSE_AUDIENCES),
    masters: z.array(z.string()),
    teams: z.array(z.string()),
    /** a training type id, or '' for none */
    trainingType: z.string(),
    status: z.enum(COURSE_STATUSES),
    position: positionField,
    /** months its certificates stay valid, or '' for no end */
    certificateValidityMonths: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_CERTIFICATE_VALIDITY_MONTHS),
        'validation.validityMonths',
      ),
    /** days before a certificate ends that its renewal is assigned, or '' for none */
    renewalWindowDays: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_RENEWAL_WINDOW_DAYS),
        'validation.renewalWindow',
      ),
  })
  .superRefine((form, ctx) => {
    requireLanguages(ctx, form.title, form.langs, ['title']);
    requireLanguages(ctx, form.description, form.langs, ['description']);
    addProblems(ctx, audienceProblems(form));
    addProblems(ctx, renewalProblems(form));
  });
export type CourseForm = z.infer<typeof courseFormSchema>;

/** Server field paths the form shows beside their field. */
export const COURSE_FORM_FIELDS = [
  'langs',
  'structure',
  'image',
  'audience',
  'masters',
  'teams',
  'trainingType',
  'position',
  'certificateValidityMonths',
  'renewalWindowDays',
] as const;

export const newCourseValues = (): CourseForm => ({
  langs: [...LANGUAGES],
  title: emptyLocalized(),
  description: emptyLocalized(),
  // spec section 3: a course without a structure is linear
  structure: 'linear',
  image: '',
  audience: 'all',
  masters: [],
  teams: [],
  trainingType: '',
  status: 'draft',
  position: '',
  certificateValidityMonths: '',
  renewalWindowDays: '',
});

export const courseValues = (course: CourseDetail): CourseForm => ({
  langs: course.langs,
  title: toLocalized(course.title),
  description: toLocalized(course.description),
  structure: course.structure,
  image: course.image ?? '',
  audience: course.audience,
  masters: course.masters,
  teams: course.teams,
  trainingType: course.trainingType === null ? '' : String(course.trainingType),
  status: course.status,
  position: String(course.position),
  certificateValidityMonths:
    course.certificateValidityMonths === null ? '' : String(course.certificateValidityMonths),
  renewalWindowDays: course.renewalWindowDays === null ? '' : String(course.renewalWindowDays),
});

/** The request body once the image is stored. */
export function courseRequest(form: CourseForm, image: (value: FileValue) => string) {
  const body: CreateCourseRequest = {
    langs: form.langs,
    title: form.title,
    description: form.description,
    structure: form.structure,
    image: image(form.image) || null,
    audience: form.audience,
    // only the chosen audience's list means anything; the other is emptied
    masters: form.audience === 'masters' ? form.masters : [],
    teams: form.audience === 'teams' ? form.teams : [],
    trainingType: form.trainingType === '' ? null : Number(form.trainingType),
    status: form.status,
    position: toPosition(form.position),
    certificateValidityMonths:
      form.certificateValidityMonths.trim() === '' ? null : Number(form.certificateValidityMonths),
    renewalWindowDays: form.renewalWindowDays.trim() === '' ? null : Number(form.renewalWindowDays),
  };
  return body;
}
