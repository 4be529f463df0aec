import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

// No request of ours comes near this many values, nor nests this deep; a body that does is
// refused, not walked. Deeper than that, writing the value out again (as jsonb) would exhaust the
// call stack: JSON.stringify recurses, and a few thousand levels fit in a small body.
const MAX_VALUES = 100_000;
const MAX_DEPTH = 64;

/**
 * Whether parsed JSON cannot be kept: a NUL character anywhere (keys included), too many values or
 * too deep a nesting. Walked with an explicit stack, so a deeply nested body cannot exhaust it.
 */
function unstorable(root: unknown): boolean {
  const pending: [unknown, number][] = [[root, 0]];
  for (let seen = 0; pending.length > 0; seen++) {
    if (seen > MAX_VALUES) return true;
    const [value, depth] = pending.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return true;
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      for (const [key, inner] of entries) {
        if (typeof key === 'string' && key.includes('\u0000')) return true;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, so one in any request would end
 * as a 500 deep in a query; so would a body nested too deep to write out again. Registered inside
 * the /api plugin, it refuses every API request carrying either (or a body too large to walk) with
 * a 400 up front.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      unstorable(request.params) ||
      unstorable(request.query) ||
      (!request.isMultipart() && !Buffer.isBuffer(request.body) && unstorable(request.body))
    ) {
      throw new AppError('validation-failed');
    }
  });
}
