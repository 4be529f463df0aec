import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

// No request of ours comes near this many values; a body that does is refused, not walked.
const MAX_VALUES = 100_000;

/**
 * Whether parsed JSON holds a NUL character anywhere (keys included). Walked with an explicit
 * stack, so a deeply nested body cannot exhaust the call stack; too many values count as bad.
 */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  for (let seen = 0; pending.length > 0; seen++) {
    if (seen > MAX_VALUES) return true;
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, so one in any request would end
 * as a 500 deep in a query. Registered inside the /api plugin, it refuses every API request
 * carrying one (or a body too large to walk) with a 400 up front.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      holdsNul(request.params) ||
      holdsNul(request.query) ||
      (!request.isMultipart() && holdsNul(request.body))
    ) {
      throw new AppError('validation-failed');
    }
  });
}
