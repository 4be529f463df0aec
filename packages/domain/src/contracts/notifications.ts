import { z } from 'zod';
import { idSchema } from './common.js';

/** The bell and the notification list show at most this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationIdParams = z.strictObject({ id: idSchema });

export interface NotificationItem {
  _id: string;
  type: string;
  action: string;
  status: 'read' | 'unread';
  describe: { en: string; pt: string; es: string };
  route: string | null;
  createdAt: string;
}

export interface NotificationList {
  items: NotificationItem[];
  /** every unread notification of the user, not only those listed */
  unread: number;
}
