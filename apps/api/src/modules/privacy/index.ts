/**
 * People's data under the LGPD and the GDPR: a person's export, read through the register of
 * personal data (db/personal-data.ts). Other modules import only this file.
 */

export { privacyRoutes } from './routes.js';
