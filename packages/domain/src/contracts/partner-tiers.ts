import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema } from './common.js';

/**
 * Partner tiers (Gold, Silver, ...) a distributor may hold, in the order admins list them. A tier
 * asks, per product line (a training type), that at least `people` of a distributor's counted
 * people (contracts/certification-status.ts) be certified for it: holding a course certificate
 * that still certifies for any course of that training type.
 */

export const TIER_NAME_MAX = 120;
export const TIER_PEOPLE_MIN = 1;
export const TIER_PEOPLE_MAX = 1000;
/** How many product lines one tier may ask for: more than an academy has. */
export const TIER_REQUIREMENTS_MAX = 100;

export const partnerTierParams = z.strictObject({ id: idSchema });

export const tierRequirementInput = z.strictObject({
  trainingTypeId: z.number('validation.required').int('validation.invalid').min(0, 'validation.invalid'),
  people: z
    .number('validation.tierPeople')
    .int('validation.tierPeople')
    .min(TIER_PEOPLE_MIN, 'validation.tierPeople')
    .max(TIER_PEOPLE_MAX, 'validation.tierPeople'),
});
export type TierRequirementInput = z.infer<typeof tierRequirementInput>;

export const savePartnerTierRequest = z
  .strictObject({
    /** absent for a new tier, which comes last */
    _id: idSchema.optional(),
    name: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(TIER_NAME_MAX, 'validation.tooLong'),
    /** what the tier asks, at most once per training type; replaces what it asked before */
    requirements: z.array(tierRequirementInput).max(TIER_REQUIREMENTS_MAX, 'validation.invalid'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.requirements.forEach((requirement, index) => {
      if (seen.has(requirement.trainingTypeId))
        ctx.addIssue({
          code: 'custom',
          path: ['requirements', index, 'trainingTypeId'],
          message: 'validation.tierDuplicateType',
        });
      seen.add(requirement.trainingTypeId);
    });
  });
export type SavePartnerTierRequest = z.infer<typeof savePartnerTierRequest>;

export const tierRequirementSchema = z.object({
  trainingTypeId: z.number(),
  /** the training type's title: the product line */
  title: z.string(),
  people: z.number(),
});
export type TierRequirement = z.infer<typeof tierRequirementSchema>;

export const partnerTierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.number(),
  /** by training type id */
  requirements: z.array(tierRequirementSchema),
  /** how many distributors hold it */
  distributors: z.number(),
});
export type PartnerTier = z.infer<typeof partnerTierSchema>;

export const movePartnerTierRequest = z.strictObject({
  _id: idSchema,
  direction: z.enum(['up', 'down'], 'validation.invalid'),
});

export const partnerTierCalls = {
  list: defineCall({
    method: 'GET',
    path: '/partner-tier/list',
    response: z.array(partnerTierSchema),
    summary:
      'Every partner tier in order, with what it asks per training type and how many distributors hold it',
  }),
  get: defineCall({
    method: 'GET',
    path: '/partner-tier/get/:id',
    params: partnerTierParams,
    response: partnerTierSchema,
    summary: 'One partner tier',
  }),
  save: defineCall({
    method: 'POST',
    path: '/partner-tier/save',
    body: savePartnerTierRequest,
    response: partnerTierSchema,
    summary:
      'Creates a partner tier (no _id: it comes last) or renames one; its requirements replace the former ones',
  }),
  move: defineCall({
    method: 'POST',
    path: '/partner-tier/move',
    body: movePartnerTierRequest,
    response: z.array(partnerTierSchema),
    summary: 'Moves a partner tier one place up or down in the list',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/partner-tier/:id',
    params: partnerTierParams,
    response: z.object({ ok: z.boolean(), distributors: z.number() }),
    summary: 'Removes a partner tier: its distributors are left without one',
  }),
};
