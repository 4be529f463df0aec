import { certificationStatusCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { settingsKeys } from './api';

const statusPageKey = (countryId: string, id: string) =>
  [...settingsKeys.distributor(countryId, id), 'status-page'] as const;

/** A distributor's public status page: whether it is on, its address and QR code. */
export const useStatusPage = (countryId: string, id: string) =>
  useQuery({
    queryKey: statusPageKey(countryId, id),
    queryFn: () => call(certificationStatusCalls.statusPage, { params: { countryID: countryId, id } }),
    meta: { silent: true },
  });

export function useSwitchStatusPage(countryId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      call(certificationStatusCalls.setStatusPage, {
        params: { countryID: countryId, id },
        body: { enabled },
      }),
    meta: { silent: true },
    onSuccess: (page) => queryClient.setQueryData(statusPageKey(countryId, id), page),
  });
}
