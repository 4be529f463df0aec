/**
 * Uploaded files: their routes, and serving a stored file for the other modules. Other modules import
 * only this file.
 */
export { filesRoutes } from './routes.js';
export { sendStoredFile } from './send-file.js';
