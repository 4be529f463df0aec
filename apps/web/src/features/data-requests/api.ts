import {
  type CloseDataRequest,
  dataRequestCalls,
  type dataRequestListQuery,
  type RecordDataRequest,
  userCalls,
} from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/api';

/** The page shows its own load errors and the dialogs their refusals: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;
const requestsKey = ['data-requests'] as const;

export type QueueQuery = z.input<typeof dataRequestListQuery>;

/** One page of the queue; the shown page stays while the next loads, so the list does not jump. */
export const useQueue = (query: QueueQuery) =>
  useQuery({
    queryKey: [...requestsKey, 'list', query],
    queryFn: () => call(dataRequestCalls.list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...SILENT,
  });

/** The open and overdue requests, for the figures at the top. */
export const useQueueCounts = () =>
  useQuery({
    queryKey: [...requestsKey, 'counts'],
    queryFn: () => call(dataRequestCalls.counts),
    staleTime: 0,
    ...SILENT,
  });

/** A record or a close changes the list and its figures: both are read again. */
function useQueueMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...SILENT,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

export const useRecordRequest = () =>
  useQueueMutation((body: RecordDataRequest) => call(dataRequestCalls.record, { body }));

export const useCloseRequest = () =>
  useQueueMutation(({ id, ...body }: CloseDataRequest & { id: string }) =>
    call(dataRequestCalls.close, { params: { id }, body }),
  );

/** The people whose name or email holds `search`, for the record dialog's picker. */
export const usePeopleSearch = (search: string) =>
  useQuery({
    queryKey: ['data-requests', 'people', search],
    queryFn: () => call(userCalls.list, { query: { search, limit: 10 } }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    ...SILENT,
  });
