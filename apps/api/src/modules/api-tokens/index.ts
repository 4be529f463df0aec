/**
 * API tokens: the admins' screen of them, what a token's bearer value acts as, and each token's
 * rate limit. Other modules import only this file.
 */

export { apiDocumentIntroduction, SCOPE_EXAMPLES } from './documentation.js';
export { registerApiTokenLimits } from './limits.js';
export { apiTokenRoutes } from './routes.js';
export { isApiToken, resolveApiToken } from './tokens.js';
