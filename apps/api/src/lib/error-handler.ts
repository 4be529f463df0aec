import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_ERRORS, type ApiErrorKey, type ApiFailure } from '@academy/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors.js';
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
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_REQ_FILE_TOO_LARGE: 'file-too-large',
  FST_FILES_LIMIT: 'invalid-file',
  FST_PARTS_LIMIT: 'invalid-file',
  FST_FIELDS_LIMIT: 'validation-failed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'validation-failed',
};

/**
 * One place turns every failure into the failure envelope: our own AppErrors by key,
 * validation errors with their fields, client mistakes as 4xx, a database that does not
 * answer as 503, and anything else as a logged 500 that tells the client nothing more.
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
          ? 'body-too-large'
          : error.statusCode === 404
            ? 'not-found'
            : 'validation-failed';
      return sendFailure(reply, key);
    }
    // after the client's own errors: a request cut short also fails with ECONNRESET
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendFailure(reply, 'database-unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 'internal');
  });
}

/** Node's HTTP parser's refusals by code; any other is a malformed request. */
const PARSER_ERRORS: Record<string, ApiErrorKey> = {
  HPE_HEADER_OVERFLOW: 'headers-too-large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request-timeout',
};

/**
 * Answers in the failure envelope a request that Node's HTTP parser refused (headers too
 * large, malformed, too slow to arrive). Fastify never sees such a request, so the answer is
 * written on the socket itself; the connection then closes, as its parser cannot go on.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  // a connection the client reset has no one left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const key = PARSER_ERRORS[error.code ?? ''] ?? 'validation-failed';
  const { httpStatus, code, message } = API_ERRORS[key];
  const body = JSON.stringify({ status: code, error: key, message } satisfies ApiFailure);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
