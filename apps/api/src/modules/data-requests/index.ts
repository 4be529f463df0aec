/**
 * People's data requests under the LGPD and the GDPR (an export, an erasure, a correction), each
 * due `data_request_days` after it was asked, worked by the admins from their queue. Other
 * modules import only this file.
 */

export { dataRequestRoutes } from './routes.js';
