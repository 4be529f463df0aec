import { type NotificationList, notificationCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Spec section 9: the notification list is polled every minute. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Spec section 9: the badge shows at most 10 (then "10+"). */
export const BADGE_MAX = 10;

export const notificationKeys = { list: ['notifications', 'list'] as const };

/**
 * The user's notifications, newest first. Polled, so a failure is shown inside the list rather
 * than as a snackbar every minute.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => call(notificationCalls.list),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    meta: { silent: true },
  });
}

/** Marks one notification read; the item and the badge change at once, before the server answers. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationCalls.markAsRead, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => {
        if (!list?.items.some((item) => item._id === id && item.status === 'unread')) return list;
        return {
          items: list.items.map((item) => (item._id === id ? { ...item, status: 'read' as const } : item)),
          unread: Math.max(0, list.unread - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationCalls.clear),
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list, { items: [], unread: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
