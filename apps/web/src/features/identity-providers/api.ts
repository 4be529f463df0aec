import { identityProviderCalls, type SaveIdentityProviderRequest } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

const providersKey = ['identity-providers'] as const;

export const useIdentityProviders = () =>
  useQuery({ queryKey: providersKey, queryFn: () => call(identityProviderCalls.list) });

function useProviderMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: providersKey });
      // the login page's buttons
      void queryClient.invalidateQueries({ queryKey: ['public', 'sso-providers'] });
    },
  });
}

export const useSaveIdentityProvider = (id?: string) =>
  useProviderMutation((body: SaveIdentityProviderRequest) =>
    id
      ? call(identityProviderCalls.update, { params: { id }, body })
      : call(identityProviderCalls.create, { body }),
  );

export const useRemoveIdentityProvider = () =>
  useProviderMutation((id: string) => call(identityProviderCalls.remove, { params: { id } }));
