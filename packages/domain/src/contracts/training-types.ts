import { z } from 'zod';
import { defineCall } from './call.js';
import { itemTitleSchema } from './common.js';

const typeId = z.coerce
  .number('validation.id')
  .int('validation.id')
  .min(0, 'validation.id')
  .max(1_000_000, 'validation.id');
export const trainingTypeParams = z.strictObject({ id: typeId });

export const saveTrainingTypeRequest = z.strictObject({
  /** absent for a new type, which takes the highest id plus 1 */
  id: z.number('validation.id').int('validation.id').min(0, 'validation.id').optional(),
  title: itemTitleSchema,
});
export type SaveTrainingTypeRequest = z.infer<typeof saveTrainingTypeRequest>;

export const trainingTypeItemSchema = z.object({ id: z.number(), title: z.string() });
export type TrainingTypeItem = z.infer<typeof trainingTypeItemSchema>;

export const trainingTypeCalls = {
  list: defineCall({
    method: 'GET',
    path: '/training-type/list',
    response: z.array(trainingTypeItemSchema.extend({ courses: z.number() })),
    summary: 'Every training type by id, with how many courses have it',
  }),
  get: defineCall({
    method: 'GET',
    path: '/training-type/get/:id',
    params: trainingTypeParams,
    response: trainingTypeItemSchema,
    summary: 'One training type',
  }),
  save: defineCall({
    method: 'POST',
    path: '/training-type/save',
    body: saveTrainingTypeRequest,
    response: trainingTypeItemSchema,
    summary: 'Creates a training type (no id: the highest id plus 1) or renames one',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/training-type/:id',
    params: trainingTypeParams,
    response: z.object({ ok: z.boolean(), clearedCourses: z.number() }),
    summary:
      'Removes a training type: its courses are left without one, the other types are numbered again from 0 and their courses follow them',
  }),
};
