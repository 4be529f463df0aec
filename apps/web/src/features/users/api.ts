import { type Page, type UserListItem, userCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Spec section 9: the pending registrations are fetched in one go, up to 1000. */
export const PENDING_FETCH_LIMIT = 1000;

export const userKeys = {
  all: ['users'] as const,
  pending: ['users', 'list', { status: 'pending', limit: PENDING_FETCH_LIMIT }] as const,
};

export const usePendingUsers = () =>
  useQuery({
    queryKey: userKeys.pending,
    queryFn: () => call(userCalls.list, { query: { status: 'pending', limit: PENDING_FETCH_LIMIT } }),
    meta: { silent: true },
  });

/**
 * Approves or rejects one registration. On success the row leaves the pending list at once; the
 * user lists are marked stale so they show the new status when next opened.
 */
export function useAnswerRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { userId: string; accept: boolean }) => call(userCalls.accept, { body: answer }),
    meta: { silent: true },
    onSuccess: (_result, { userId }) => {
      queryClient.setQueryData<Page<UserListItem>>(
        userKeys.pending,
        (page) =>
          page && {
            items: page.items.filter((user) => user._id !== userId),
            total: Math.max(0, page.total - 1),
          },
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
    },
  });
}
