/**
 * The privacy policy's versions and who accepted which: its routes, what the session tells of a
 * version to accept, and the acceptance recorded as someone joins. Other modules import only
 * this file.
 */

export { acceptCurrentPolicy, policyToAcceptOf } from './acceptance.js';
export { privacyPolicyRoutes } from './routes.js';
