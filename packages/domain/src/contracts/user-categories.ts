import { z } from 'zod';
import { defineCall } from './call.js';
import { itemTitleSchema } from './common.js';

/** A category's id is its index in the `user_categories` setting. */
const categoryId = z.coerce
  .number('validation.id')
  .int('validation.id')
  .min(0, 'validation.id')
  .max(10_000, 'validation.id');
export const userCategoryParams = z.strictObject({ id: categoryId });

export const saveUserCategoryRequest = z.strictObject({
  /** absent for a new category */
  id: z.number('validation.id').int('validation.id').min(0, 'validation.id').optional(),
  /** users name their category by its index in the list */
  title: itemTitleSchema,
});
export type SaveUserCategoryRequest = z.infer<typeof saveUserCategoryRequest>;

export const userCategoryItemSchema = z.object({ id: z.number(), title: z.string() });
export type UserCategoryItem = z.infer<typeof userCategoryItemSchema>;

export const userCategoryCalls = {
  list: defineCall({
    method: 'GET',
    path: '/user-category/list',
    response: z.array(userCategoryItemSchema.extend({ users: z.number() })),
    summary: 'Every user category by id, with how many of the people the asker may see are in it',
  }),
  get: defineCall({
    method: 'GET',
    path: '/user-category/get/:id',
    params: userCategoryParams,
    response: userCategoryItemSchema,
    summary: 'One user category',
  }),
  save: defineCall({
    method: 'POST',
    path: '/user-category/save',
    body: saveUserCategoryRequest,
    response: userCategoryItemSchema,
    summary: 'Adds a category at the end of the list (no id) or renames one',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/user-category/:id',
    params: userCategoryParams,
    response: z.object({ ok: z.boolean(), clearedUsers: z.number() }),
    summary:
      'Removes a category: its users are left without one, and the users of later categories follow theirs to its new id',
  }),
};
