import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../webhook-events.js';
import { defineCall, keysetPageOf } from './call.js';
import { idSchema, itemTitleSchema, keysetQuery } from './common.js';

/** The webhooks screen of Settings (admins only; no API token reaches these calls). */

/** An address to deliver to: http or https, no credentials in it, at most 2,000 characters. */
export const webhookUrlSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.webhookUrl')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'validation.webhookUrl');

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, 'validation.webhookEvents'), 'validation.webhookEvents')
  .min(1, 'validation.webhookEvents')
  .max(WEBHOOK_EVENTS.length, 'validation.webhookEvents')
  .refine((events) => new Set(events).size === events.length, 'validation.webhookEvents');

export const saveWebhookRequest = z.strictObject({
  name: itemTitleSchema,
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  enabled: z.boolean().default(true),
});
export type SaveWebhookRequest = z.input<typeof saveWebhookRequest>;

export const webhookItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** the signing secret is kept sealed and never answered: only whether it is set */
  secretSet: z.boolean(),
  createdAt: z.string(),
  /** deliveries waiting for a first try or a retry, and those given up on */
  pending: z.number(),
  failed: z.number(),
});
export type WebhookItem = z.infer<typeof webhookItemSchema>;

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** the HTTP status the endpoint answered the last try with, null when it did not answer */
  responseStatus: z.number().nullable(),
  /** why the last try failed, when it did */
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const webhookParams = z.strictObject({ id: idSchema });

export const webhookDeliveriesQuery = keysetQuery(
  { status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() },
  { max: 100, default: 20 },
);

export const webhookCalls = {
  list: defineCall({
    method: 'GET',
    path: '/webhook/list',
    response: z.array(webhookItemSchema),
    summary: 'Every webhook subscription, newest first, with its waiting and failed deliveries',
  }),
  create: defineCall({
    method: 'POST',
    path: '/webhook/create',
    body: saveWebhookRequest,
    response: z.object({ item: webhookItemSchema, secret: z.string() }),
    summary: 'Subscribes an address to events; the signing secret is in this answer only',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/webhook/update/:id',
    params: webhookParams,
    body: saveWebhookRequest,
    response: webhookItemSchema,
    summary: "Changes a subscription's name, address, events or switch",
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/webhook/remove/:id',
    params: webhookParams,
    response: z.object({ ok: z.boolean() }),
    summary: 'Removes a subscription with its delivery log',
  }),
  test: defineCall({
    method: 'POST',
    path: '/webhook/test/:id',
    params: webhookParams,
    response: webhookDeliverySchema,
    summary: 'Queues a webhook.test delivery to the subscription',
  }),
  deliveries: defineCall({
    method: 'GET',
    path: '/webhook/deliveries/:id',
    params: webhookParams,
    query: webhookDeliveriesQuery,
    response: keysetPageOf(webhookDeliverySchema),
    summary: "A subscription's delivery log, newest first, paged by keyset",
  }),
  resend: defineCall({
    method: 'POST',
    path: '/webhook/resend/:id',
    params: webhookParams,
    response: webhookDeliverySchema,
    summary: 'Sends a delivery again at once, whatever its status',
  }),
};
