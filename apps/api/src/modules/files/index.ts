/**
 * Uploaded files: their routes, receiving an upload into a temporary file, and serving stored
 * bytes for the other modules. Other modules import only this file.
 */
export { type ReceivedFile, receiveFile } from './receive.js';
export { filesRoutes } from './routes.js';
export { sendStoredBytes, sendStoredFile } from './send-file.js';
