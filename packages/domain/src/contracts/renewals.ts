import { z } from 'zod';
import { defineCall } from './call.js';
import { daySchema, idField, idSchema } from './common.js';

/**
 * A new version of a modular course: the modules that changed, and the day holders of a
 * certificate of an earlier version must take them by (today or later).
 */
export const publishVersionRequest = z.strictObject({
  courseId: idSchema,
  changedModules: z
    .array(idField('validation.changedModules'), 'validation.changedModules')
    .min(1, 'validation.changedModules')
    .max(500, 'validation.changedModules'),
  deadline: daySchema,
});
export type PublishVersionRequest = z.infer<typeof publishVersionRequest>;

export const publishVersionResultSchema = z.object({
  /** the course's new version */
  version: z.number(),
  /** holders of a certificate of an earlier version, assigned the changed modules */
  reassigned: z.number(),
});
export type PublishVersionResult = z.infer<typeof publishVersionResultSchema>;

export const renewalCalls = {
  publishVersion: defineCall({
    method: 'POST',
    path: '/course/publish-version',
    body: publishVersionRequest,
    response: publishVersionResultSchema,
    summary:
      'Publishes a new version of a modular course: holders of a certificate of an earlier version are assigned the changed modules, due by the deadline',
  }),
};
