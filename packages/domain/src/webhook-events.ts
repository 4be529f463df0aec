/**
 * What a webhook can be told. Each delivery's body is `{ type, timestamp, data }`; `data` is the
 * person, course, exam, certificate or assignment the event is about (docs/webhooks in the API
 * document). `webhook.test` is the ping an admin sends from the screen, to every subscription.
 */
export const WEBHOOK_EVENTS = [
  'person.created',
  'person.approved',
  'person.changed',
  'course.completed',
  'exam.passed',
  'exam.failed',
  'certificate.issued',
  'certificate.renewed',
  'certificate.expiring',
  'certificate.revoked',
  'assignment.overdue',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
