import { type PublishPolicyRequest, privacyPolicyCalls } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { privacyPolicyKey } from '../../lib/privacy-policy';

export const VERSIONS_PER_PAGE = 10;

export const usePolicyVersions = (page: number) =>
  useQuery({
    queryKey: [...privacyPolicyKey, 'versions', page],
    queryFn: () => call(privacyPolicyCalls.versions, { query: { page, limit: VERSIONS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });

export const usePolicyVersion = (version: number) =>
  useQuery({
    queryKey: [...privacyPolicyKey, 'version', version],
    queryFn: () => call(privacyPolicyCalls.version, { params: { version } }),
  });

export function usePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishPolicyRequest) => call(privacyPolicyCalls.publish, { body }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: privacyPolicyKey }),
  });
}

export const useAcceptPolicy = () =>
  useMutation({
    mutationFn: (version: number) => call(privacyPolicyCalls.accept, { body: { version } }),
    meta: { silent: true },
  });
