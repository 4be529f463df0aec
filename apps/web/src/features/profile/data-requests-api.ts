import { type AskDataRequest, dataRequestCalls, privacyCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../lib/api';

const ownRequestsKey = ['profile', 'data-requests'] as const;

/** The person's own data requests, with their status and due date. */
export const useOwnRequests = () =>
  useQuery({
    queryKey: ownRequestsKey,
    queryFn: () => call(dataRequestCalls.mine),
    staleTime: 0,
    meta: { silent: true },
  });

/** Asks for an erasure or a correction; his list is read again. */
export function useAskRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskDataRequest) => call(dataRequestCalls.ask, { body }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
  });
}

/** All his data as a zip, made by the server as it is read. */
export const downloadMyData = () => download(privacyCalls.exportMine);
