import { privacyPolicyCalls } from '@academy/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api';

/** The privacy policy's queries, which publishing a version makes stale. */
export const privacyPolicyKey = ['privacy-policy'] as const;

/**
 * The policy in force (version 0 without text: the built-in one), read by the public policy
 * page, the profile and the acceptance page; each shows its own loading and error states.
 */
export const currentPolicyQuery = queryOptions({
  queryKey: [...privacyPolicyKey, 'current'],
  queryFn: () => call(privacyPolicyCalls.current),
  meta: { silent: true },
});

export const useCurrentPolicy = () => useQuery(currentPolicyQuery);
