import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * preValidation of a route that takes no input: no body, or an empty object, is all it accepts.
 * A zod body schema cannot say this, because Fastify hands it `null` both for a missing body
 * and for a JSON `null`.
 */
export async function refuseBody(request: FastifyRequest) {
  const { body } = request;
  if (body === undefined) return;
  const emptyObject =
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
  if (!emptyObject) throw new AppError('validation-failed', { _: 'validation.invalid' });
}
