import {
  type CreateInvitationRequest,
  partnerEntranceCalls,
  type SaveEntranceRequest,
} from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const entranceKey = (distributorId: string) => ['partner-entrance', distributorId] as const;

export const useEntrance = (distributorId: string) =>
  useQuery({
    queryKey: entranceKey(distributorId),
    queryFn: () => call(partnerEntranceCalls.get, { params: { distributorId } }),
  });

export const useJoined = (linkId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['partner-entrance', 'joined', linkId],
    queryFn: () => call(partnerEntranceCalls.joined, { params: { id: linkId } }),
    enabled,
  });

function useEntranceMutation<I, O>(distributorId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entranceKey(distributorId) }),
  });
}

export const useSaveEntrance = (distributorId: string) =>
  useEntranceMutation(distributorId, (body: SaveEntranceRequest) =>
    call(partnerEntranceCalls.save, { params: { distributorId }, body }),
  );

export const useCreateInvitation = (distributorId: string) =>
  useEntranceMutation(distributorId, (body: CreateInvitationRequest) =>
    call(partnerEntranceCalls.createLink, { params: { distributorId }, body }),
  );

export const useRevokeInvitation = (distributorId: string) =>
  useEntranceMutation(distributorId, (id: string) =>
    call(partnerEntranceCalls.revokeLink, { params: { id } }),
  );
