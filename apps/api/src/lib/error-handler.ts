import { API_ERRORS, type ApiErrorKey, type ApiFailure } from '@academy/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { releaseUnreadBody } from './unread-body.js';

export function sendFailure(
  reply: FastifyReply,
  key: ApiErrorKey,
  fields?: Record<string, string>,
  message?: string,
) {
  const body: ApiFailure = {
    status: API_ERRORS[key].code,
    error: key,
    message: message ?? API_ERRORS[key].message,
  };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return reply.code(API_ERRORS[key].httpStatus).type('application/json').send(body);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) by code. */
const FASTIFY_CLIENT_ERRORS: Record<string, ApiErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'file-too-large',
  FST_REQ_FILE_TOO_LARGE: 'file-too-large',
  FST_FILES_LIMIT: 'invalid-file',
  FST_PARTS_LIMIT: 'invalid-file',
  FST_FIELDS_LIMIT: 'validation-failed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'validation-failed',
};

/**
 * One place turns every failure into the failure envelope: our own AppErrors by key,
 * validation errors with their fields, client mistakes as 4xx, and anything else as a
 * logged 500 that tells the client nothing more.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    releaseUnreadBody(request, reply);
    if (error instanceof AppError) return sendFailure(reply, error.key, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(issue.params?.missingProperty ?? '_');
        fields[path] ??= issue.message ?? 'validation.invalid';
      }
      return sendFailure(reply, 'validation-failed', fields);
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (mapped) return sendFailure(reply, mapped);
    if (error.statusCode === 429) return sendFailure(reply, 'rate-limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const key: ApiErrorKey =
        error.statusCode === 413
          ? 'file-too-large'
          : error.statusCode === 404
            ? 'not-found'
            : 'validation-failed';
      return sendFailure(reply, key);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 'internal');
  });
}
