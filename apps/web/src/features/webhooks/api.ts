import { type SaveWebhookRequest, webhookCalls, type webhookDeliveriesQuery } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/api';

const SILENT = { meta: { silent: true } } as const;
const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export type DeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;

export const useWebhooks = () =>
  useQuery({ queryKey: webhooksKey, queryFn: () => call(webhookCalls.list), staleTime: 0 });

/** One page of a subscription's log; the shown page stays while the next loads. */
export const useDeliveries = (id: string, query: DeliveriesQuery) =>
  useQuery({
    queryKey: [...deliveriesKey(id), query],
    queryFn: () => call(webhookCalls.deliveries, { params: { id }, query }),
    placeholderData: keepPreviousData,
    // deliveries change as the jobs send them: the log follows them while it is open
    refetchInterval: 5_000,
    staleTime: 0,
    ...SILENT,
  });

function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...SILENT,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: SaveWebhookRequest) => call(webhookCalls.create, { body }));

export const useUpdateWebhook = (id: string) =>
  useWebhookMutation((body: SaveWebhookRequest) => call(webhookCalls.update, { params: { id }, body }));

export const useRemoveWebhook = () =>
  useWebhookMutation((id: string) => call(webhookCalls.remove, { params: { id } }));

export const useTestWebhook = () =>
  useWebhookMutation((id: string) => call(webhookCalls.test, { params: { id } }));

export const useResendDelivery = () =>
  useWebhookMutation((id: string) => call(webhookCalls.resend, { params: { id } }));
