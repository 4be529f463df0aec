/**
 * Certificates: their routes, and what issues, counts and lists them for the other modules. Other
 * modules import only this file.
 */

export { newVerificationCode, normalizeCode } from './code.js';
export { printCertificate } from './download.js';
export { certificateJobs } from './expiry.js';
export type { IssuedRow } from './issue.js';
export { issueCertificates } from './issue.js';
export { countValidCertificates, endingCertificates, myCertificates } from './list.js';
export { loadPdfLibraries } from './pdf.js';
export { VERIFY_LIMIT } from './rate-limit.js';
export { certificateRoutes } from './routes.js';
export { type StatusRow, statusColumns, statusOf, stillCertifies } from './status.js';
