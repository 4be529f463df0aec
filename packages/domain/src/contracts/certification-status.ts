import { z } from 'zod';
import { defineCall, pageOf } from './call.js';
import { idSchema, languageSchema, searchSchema } from './common.js';
import { distributorParams } from './countries.js';

/**
 * Partner certification status: per distributor, how many of its people hold a valid
 * certificate for each course and learning path, and until when.
 *
 * Who counts, for a distributor: its enabled people (`users.distributor_id`, whatever their
 * type). A pending, rejected or disabled account is not, or no longer, part of the partner's
 * staff, and a removed one is anonymised: none of them ever appears.
 * - A course: the person holds a valid course certificate of it (kind `course`; neither revoked
 *   nor expired, as certificateStatus in certificate.ts says); lesson and custom certificates do
 *   not count.
 * - A learning path (published, holding at least one course): the person holds a valid course
 *   certificate of EVERY course of the path (`learning_path_courses`); his path certification
 *   ends with the earliest of those certificates (none ends: it does not end).
 * Each course or path lists `certified` (how many people), `earliestExpiry` (when the first of
 * them stops being certified; null when none of their certifications ends) and `latestExpiry`
 * (until when at least one of them stays certified; null when one of them never ends). Only the
 * courses and paths at least one person of the distributor is certified for are listed.
 */

export const CERTIFIED_ITEM_KINDS = ['course', 'path'] as const;
export type CertifiedItemKind = (typeof CERTIFIED_ITEM_KINDS)[number];

const INVALID = 'validation.invalid';
const localizedName = z.object({ en: z.string(), pt: z.string(), es: z.string() });

/** The report's filters: a part of the distributor's name, or one distributor. */
const filters = {
  search: searchSchema,
  distributorId: idSchema.optional(),
};

/** How many distributors a page holds at most: each brings all its courses and paths. */
export const CERTIFICATION_STATUS_MAX_LIMIT = 50;

export const certificationStatusQuery = z.strictObject({
  ...filters,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(CERTIFICATION_STATUS_MAX_LIMIT).default(10),
});
export type CertificationStatusQuery = z.infer<typeof certificationStatusQuery>;

export const certificationStatusDownloadQuery = z.strictObject({
  ...filters,
  /** the language of the file's headers and titles; the asker's own when left out */
  lang: languageSchema.optional(),
});
export type CertificationStatusDownloadQuery = z.infer<typeof certificationStatusDownloadQuery>;

/** One course or learning path, and the distributor's people certified for it (see above). */
export const certifiedItemSchema = z.object({
  kind: z.enum(CERTIFIED_ITEM_KINDS),
  _id: z.string(),
  title: localizedName,
  certified: z.number(),
  earliestExpiry: z.string().nullable(),
  latestExpiry: z.string().nullable(),
});
export type CertifiedItem = z.infer<typeof certifiedItemSchema>;

/** How many days ahead a certification that ends counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

/**
 * One product line its tier asks of a distributor: `required` people certified for it (a course
 * certificate that still certifies, of any course of that training type), `certified` how many
 * are, `short` how many are missing (0: the requirement is met).
 */
export const tierStandingSchema = z.object({
  trainingTypeId: z.number(),
  /** the training type's title: the product line */
  title: z.string(),
  required: z.number(),
  certified: z.number(),
  short: z.number(),
});
export type TierStanding = z.infer<typeof tierStandingSchema>;

/** A distributor's partner tier and how it stands towards each requirement, by training type. */
export const distributorTierSchema = z.object({
  name: z.string(),
  requirements: z.array(tierStandingSchema),
});
export type DistributorTier = z.infer<typeof distributorTierSchema>;

/** How many are missing for a requirement of `required` people when `certified` are: 0 is met. */
export const shortBy = (required: number, certified: number) => Math.max(0, required - certified);

export const distributorCertificationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: localizedName,
  /** state code, or empty for the whole country */
  state: z.string(),
  enabled: z.boolean(),
  /** its people, removed ones left out: what `certified` is out of */
  people: z.number(),
  /** the address of its public status page while it is switched on, else null */
  statusPage: z.string().nullable(),
  /** its partner tier and what it asks, or null without a tier */
  tier: distributorTierSchema.nullable(),
  /** how many of its people hold a certificate that still certifies and ends within EXPIRING_SOON_DAYS */
  expiringSoon: z.number(),
  /** courses, then learning paths, each by title */
  items: z.array(certifiedItemSchema),
});
export type DistributorCertification = z.infer<typeof distributorCertificationSchema>;

/** A distributor's public status page as the admin sees it. */
export const statusPageSchema = z.object({
  enabled: z.boolean(),
  /** the page's address while it is on, else null */
  address: z.string().nullable(),
  /** a QR code of the address (an SVG image as a data URL) while it is on, else null */
  qrCode: z.string().nullable(),
});
export type StatusPage = z.infer<typeof statusPageSchema>;

export const statusPageRequest = z.strictObject({ enabled: z.boolean(INVALID) }, INVALID);

/** The web app's public status page of a distributor, the address its QR code holds. */
export const partnerStatusPagePath = (code: string) => `/partners/${code}`;

/**
 * The unguessable part of a public status page's address. Any text is taken: an unknown code is
 * answered as not found, as a page that is off is.
 */
export const partnerStatusParams = z.strictObject({ code: z.string().max(100) });

/**
 * What anyone with the address learns: the distributor's name and, per course and path, how
 * many of its people are certified and their first names (never a surname or an email).
 */
export const partnerStatusSchema = z.object({
  name: z.string(),
  /** its partner tier and each requirement met or short (counts only, no one's name), or null */
  tier: distributorTierSchema.nullable(),
  items: z.array(
    z.object({
      kind: z.enum(CERTIFIED_ITEM_KINDS),
      _id: z.string(),
      title: localizedName,
      certified: z.number(),
      firstNames: z.array(z.string()),
    }),
  ),
});
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;

export const certificationStatusCalls = {
  report: defineCall({
    scope: 'certificates:read',
    method: 'GET',
    path: '/report/certification-status',
    query: certificationStatusQuery,
    response: pageOf(distributorCertificationSchema),
    summary:
      "One page of the distributors in the asker's scope (by name), each with how many of its people are certified for each course and learning path, and until when",
  }),
  download: defineCall({
    scope: 'certificates:read',
    method: 'GET',
    path: '/report/certification-status-download',
    query: certificationStatusDownloadQuery,
    response: 'file',
    summary:
      "The certification status of the distributors in the asker's scope as an xlsx file: one row per distributor and course or learning path",
  }),
  statusPage: defineCall({
    method: 'GET',
    path: '/country/distributors/:countryID/:id/status-page',
    params: distributorParams,
    response: statusPageSchema,
    summary: "A distributor's public status page: whether it is on, its address and QR code",
  }),
  setStatusPage: defineCall({
    method: 'PUT',
    path: '/country/distributors/:countryID/:id/status-page',
    params: distributorParams,
    body: statusPageRequest,
    response: statusPageSchema,
    summary:
      "Switches a distributor's public status page on or off; its address is made when first switched on and kept after",
  }),
  partnerStatus: defineCall({
    method: 'GET',
    path: '/public/partner-status/:code',
    params: partnerStatusParams,
    response: partnerStatusSchema,
    summary:
      "A distributor's public status page (anyone with its address, rate-limited): certified people per course and path, first names only; off or unknown is not-found",
  }),
};
