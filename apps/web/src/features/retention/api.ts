import { privacyCalls, type RetentionRules } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const retentionKey = ['retention'] as const;

export const useRetention = () =>
  useQuery({ queryKey: retentionKey, queryFn: () => call(privacyCalls.retention), meta: { silent: true } });

/** What other rules would remove, asked as the admin types; the last answer stays meanwhile. */
export const useRetentionPreview = (rules: RetentionRules | null) =>
  useQuery({
    queryKey: [...retentionKey, 'preview', rules],
    queryFn: () => call(privacyCalls.retentionPreview, { query: rules ?? { auditDays: 0, inactiveDays: 0 } }),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionRules) => call(privacyCalls.saveRetention, { body }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(retentionKey, saved),
  });
}
