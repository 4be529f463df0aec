import { apiTokenCalls, type CreateApiTokenRequest } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const apiTokensKey = ['api-tokens'] as const;

export const useApiTokens = () =>
  useQuery({ queryKey: apiTokensKey, queryFn: () => call(apiTokenCalls.list) });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) => call(apiTokenCalls.create, { body }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(apiTokenCalls.revoke, { params: { id } }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
