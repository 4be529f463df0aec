import { USER_LIST_MAX_LIMIT, type UserPage, userCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Spec section 9: the pending registrations are fetched in one go, up to 1000. */
export const PENDING_FETCH_LIMIT = USER_LIST_MAX_LIMIT;

export const userKeys = {
  all: ['users'] as const,
  pending: ['users', 'list', { status: 'pending', limit: PENDING_FETCH_LIMIT }] as const,
};

/** The registrations waiting for an answer in the asker's scope (the server keeps him to it). */
export const usePendingUsers = () =>
  useQuery({
    queryKey: userKeys.pending,
    queryFn: () => call(userCalls.list, { query: { status: 'pending', limit: PENDING_FETCH_LIMIT } }),
    meta: { silent: true },
  });

/**
 * Approves or rejects one or many registrations, all or none. On success they leave the pending
 * list at once; the user lists are marked stale so they show the new status when next opened.
 */
export function useAnswerRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { userIds: string[]; accept: boolean }) => call(userCalls.accept, { body: answer }),
    meta: { silent: true },
    onSuccess: (_result, { userIds }) => {
      const answered = new Set(userIds);
      queryClient.setQueryData<UserPage>(
        userKeys.pending,
        (page) =>
          page && {
            ...page,
            items: page.items.filter((user) => !answered.has(user._id)),
            total: Math.max(0, page.total - answered.size),
          },
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
    },
  });
}
