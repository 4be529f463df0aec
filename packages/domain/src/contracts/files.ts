import { z } from 'zod';
import { defineCall } from './call.js';
import { idSchema } from './common.js';

/** What an upload is for; it decides the accepted types, the size limit and who may send it. */
export const UPLOAD_TYPES = [
  'module_pdf',
  'module_material',
  'module_video',
  'user_avatar',
  'course_image',
  'question_image',
  'distributor_logo',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const uploadTypeSchema = z.enum(UPLOAD_TYPES, 'validation.fileType');

const MB = 1024 * 1024;
const WEB_IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const OFFICE = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export interface UploadRule {
  /** types read from the file's bytes; SVG and HTML are never among them */
  mimes: readonly string[];
  maxBytes: number;
  /** course content: only admins author it */
  adminOnly: boolean;
}

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  module_pdf: { mimes: ['application/pdf'], maxBytes: 50 * MB, adminOnly: true },
  module_material: {
    mimes: ['application/pdf', ...WEB_IMAGES, 'image/gif', ...OFFICE],
    maxBytes: 50 * MB,
    adminOnly: true,
  },
  module_video: { mimes: ['video/mp4'], maxBytes: 500 * MB, adminOnly: true },
  user_avatar: { mimes: [...WEB_IMAGES, 'image/gif'], maxBytes: 5 * MB, adminOnly: false },
  course_image: { mimes: WEB_IMAGES, maxBytes: 10 * MB, adminOnly: true },
  question_image: { mimes: [...WEB_IMAGES, 'image/gif'], maxBytes: 10 * MB, adminOnly: true },
  // a distributor's logo on its entrance page; it counts only once the staff over it save it there
  distributor_logo: { mimes: WEB_IMAGES, maxBytes: 2 * MB, adminOnly: false },
};

/** The largest upload of any type: the multipart limit of the server. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

export const fileIdParams = z.strictObject({ id: idSchema });
/** A course image's stored name: its id and extension. */
export const courseImageParams = z.strictObject({
  name: z.string().regex(/^[0-9a-f]{24}\.(png|jpg|webp)$/, 'validation.invalid'),
});

/** The answer to an upload; `url` is what a course, lesson or profile stores. */
export const uploadedFileSchema = z.object({
  _id: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/file',
    multipart: true,
    response: uploadedFileSchema,
    summary: 'Uploads a file: multipart with the `type` field, then the `files` file',
  }),
  get: defineCall({
    method: 'GET',
    path: '/file/:id',
    params: fileIdParams,
    response: 'file',
    summary: 'A stored file (public: media tags send no token; ids are unguessable)',
  }),
  courseImage: defineCall({
    method: 'GET',
    path: '/file/course/image/:name',
    params: courseImageParams,
    response: 'file',
    summary: "A course's image",
  }),
};
