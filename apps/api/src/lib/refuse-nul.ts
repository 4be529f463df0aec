import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Whether a parsed JSON value holds a NUL character anywhere (keys included). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, so one in any request would end
 * as a 500 deep in a query. Every API request carrying one is refused up front with a 400.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (
      holdsNul(request.params) ||
      holdsNul(request.query) ||
      (!request.isMultipart() && holdsNul(request.body))
    ) {
      throw new AppError('validation-failed');
    }
  });
}
