import type { Language, ModuleData, SaveModuleRequest } from '@academy/domain';
import { z } from 'zod';
import {
  emptyLocalized,
  localizedShape,
  positionField,
  requireLanguages,
  toLocalized,
  toPosition,
} from './form-rules';

/** The module form: a title in each of the course's languages. */
export const moduleFormSchema = (langs: readonly Language[]) =>
  z
    .object({
      title: localizedShape,
      is_optional: z.boolean(),
      renewal_part: z.boolean(),
      position: positionField,
    })
    .superRefine((form, ctx) => requireLanguages(ctx, form.title, langs, ['title']));
export type ModuleForm = z.infer<ReturnType<typeof moduleFormSchema>>;

export const moduleValues = (module?: ModuleData): ModuleForm => ({
  title: module ? toLocalized(module.title) : emptyLocalized(),
  is_optional: module?.is_optional ?? false,
  renewal_part: module?.renewal_part ?? false,
  position: module ? String(module.position) : '',
});

export const moduleRequest = (courseId: string, form: ModuleForm, moduleId?: string): SaveModuleRequest => ({
  courseId,
  module: {
    ...(moduleId ? { _id: moduleId } : {}),
    title: form.title,
    is_optional: form.is_optional,
    renewal_part: form.renewal_part,
    position: toPosition(form.position),
  },
});
