import { z } from 'zod';
import { defineCall, doneSchema } from './call.js';
import { idSchema } from './common.js';

/** The bell and the notification list show at most this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationIdParams = z.strictObject({ id: idSchema });

export const notificationItemSchema = z.object({
  _id: z.string(),
  type: z.string(),
  action: z.string(),
  status: z.enum(['read', 'unread']),
  describe: z.object({ en: z.string(), pt: z.string(), es: z.string() }),
  route: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  /** every unread notification of the user, not only those listed */
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The signed-in user's own notifications (during a simulation, the simulated user's). */
export const notificationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/notification/list',
    response: notificationListSchema,
    summary: "The caller's newest notifications and the number of unread ones",
  }),
  markAsRead: defineCall({
    method: 'GET',
    path: '/notification/mark-as-read/:id',
    params: notificationIdParams,
    response: doneSchema,
    summary: "Marks one of the caller's notifications read",
  }),
  clear: defineCall({
    method: 'POST',
    path: '/notification/clear-notifications',
    response: doneSchema,
    summary: "Deletes the caller's notifications",
  }),
};
