/**
 * Webhooks: the subscriptions admins keep, the outbox every module queues its events in (in its
 * own transaction), and the jobs that deliver them signed. Like notifications, it imports no
 * module but audit: the others tell it what happened. Other modules import only this file.
 */

export { webhookJobs } from './jobs.js';
export {
  queueWebhookEvent,
  queueWebhookEvents,
  queueWebhookEventsOf,
  type WebhookData,
  webhookTime,
} from './outbox.js';
export { webhookRoutes } from './routes.js';
