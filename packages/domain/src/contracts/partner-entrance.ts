import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { defineCall } from './call.js';
import { emailSchema, idSchema, itemTitleSchema, languageSchema } from './common.js';
import { personNameSchema } from './user-admin.js';
import { confirmationSchema } from './users.js';

/**
 * A distributor's own entrance: a sign-in and registration page at /join/<slug> with its logo and
 * colour beside the maker's, and the invitation links its master hands out, which register people
 * straight into the distributor without moderation.
 */

export const INVITATION_MAX_DAYS = 365;
export const INVITATION_MAX_USES = 10_000;

export const entranceSlugSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.slug');

export const saveEntranceRequest = z.strictObject({
  slug: entranceSlugSchema,
  brandColour: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'validation.colour')
    .nullable()
    .default(null),
  /** the address of a distributor_logo upload (`/api/file/<id>`), or null for none */
  logo: z
    .string()
    .regex(/^\/api\/file\/[0-9a-f]{24}$/, 'validation.logo')
    .nullable()
    .default(null),
});
export type SaveEntranceRequest = z.input<typeof saveEntranceRequest>;

export const createInvitationRequest = z.strictObject({
  label: itemTitleSchema,
  days: z
    .number('validation.invitationDays')
    .int()
    .min(1, 'validation.invitationDays')
    .max(INVITATION_MAX_DAYS, 'validation.invitationDays'),
  maxUses: z
    .number('validation.invitationUses')
    .int()
    .min(1, 'validation.invitationUses')
    .max(INVITATION_MAX_USES, 'validation.invitationUses'),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequest>;

export const invitationLinkSchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** the code of its address, /join/<slug>/<code> */
  code: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const entranceSchema = z.object({
  distributor: z.object({ _id: z.string(), name: z.string() }),
  slug: z.string().nullable(),
  logo: z.string().nullable(),
  brandColour: z.string().nullable(),
  links: z.array(invitationLinkSchema),
});
export type Entrance = z.infer<typeof entranceSchema>;

/** What a visitor of /join/<slug> sees of the distributor. */
export const publicEntranceSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  brandColour: z.string().nullable(),
});
export type PublicEntrance = z.infer<typeof publicEntranceSchema>;

export const registerInvitedRequest = z
  .strictObject({
    code: z.string().trim().min(10).max(100),
    name: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmation: confirmationSchema,
    privacy: z.literal(true, 'validation.privacy'),
    lang: languageSchema.optional(),
  })
  .refine((body) => body.password === body.confirmation, {
    path: ['confirmation'],
    message: 'validation.confirmation',
  });
export type RegisterInvitedRequest = z.infer<typeof registerInvitedRequest>;

const distributorParams = z.strictObject({ distributorId: idSchema });
const linkParams = z.strictObject({ id: idSchema });

export const partnerEntranceCalls = {
  get: defineCall({
    method: 'GET',
    path: '/partner-entrance/:distributorId',
    params: distributorParams,
    response: entranceSchema,
    summary: "A distributor's entrance: its address, logo, colour and invitation links",
  }),
  save: defineCall({
    method: 'PUT',
    path: '/partner-entrance/:distributorId',
    params: distributorParams,
    body: saveEntranceRequest,
    response: entranceSchema,
    summary: "Sets a distributor's entrance address, logo and colour",
  }),
  createLink: defineCall({
    method: 'POST',
    path: '/partner-entrance/:distributorId/links',
    params: distributorParams,
    body: createInvitationRequest,
    response: invitationLinkSchema,
    summary: 'Makes an invitation link: expiring, usable a set number of times',
  }),
  revokeLink: defineCall({
    method: 'POST',
    path: '/invitation-link/revoke/:id',
    params: linkParams,
    response: invitationLinkSchema,
    summary: 'Revokes an invitation link at once',
  }),
  joined: defineCall({
    method: 'GET',
    path: '/invitation-link/joined/:id',
    params: linkParams,
    response: z.array(
      z.object({ _id: z.string(), name: z.string(), email: z.string(), joinedAt: z.string() }),
    ),
    summary: 'Who joined through an invitation link, newest first',
  }),
  publicEntrance: defineCall({
    method: 'GET',
    path: '/public/entrance/:slug',
    params: z.strictObject({ slug: entranceSlugSchema }),
    response: publicEntranceSchema,
    summary: "A distributor's entrance as its visitors see it",
  }),
  publicInvitation: defineCall({
    method: 'GET',
    path: '/public/invitation/:slug/:code',
    params: z.strictObject({ slug: entranceSlugSchema, code: z.string().min(10).max(100) }),
    response: publicEntranceSchema,
    summary: "Whether an invitation link can still be used, with its distributor's entrance",
  }),
  registerInvited: defineCall({
    method: 'POST',
    path: '/user/register-invited',
    body: registerInvitedRequest,
    response: z.object({ _id: z.string(), status: z.literal('enabled') }),
    summary: 'Registers through an invitation link: enabled at once in its distributor',
  }),
};
