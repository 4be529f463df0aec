import { z } from 'zod';
import { defineCall } from './call.js';

export const trainingTypeItemSchema = z.object({ id: z.number(), title: z.string() });
export type TrainingTypeItem = z.infer<typeof trainingTypeItemSchema>;

export const trainingTypeCalls = {
  list: defineCall({
    method: 'GET',
    path: '/training-type/list',
    response: z.array(trainingTypeItemSchema),
    summary: 'Every training type by id',
  }),
};
