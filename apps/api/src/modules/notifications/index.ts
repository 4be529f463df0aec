/**
 * Notifications and mails, a sink that imports no module: the others tell it whom (ids, or a
 * condition on users) and what, in each language. Other modules import only this file.
 */

export { queueMails } from './mail-queue.js';
export {
  APPROVED_NOTICE,
  REGISTRATION_NOTICES,
  registrationNotice,
  reminderMail,
  reminderNotice,
} from './registration-notices.js';
export { notificationRoutes } from './routes.js';
export { noticeRow, notifyUsers, notifyWhere, settleNotices } from './service.js';
