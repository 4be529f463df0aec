import {
  type CertificateCheck,
  type CustomCertificatesRequest,
  certificateCalls,
  userCalls,
} from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';

const certificateKeys = {
  check: (code: string) => ['certificates', 'check', code] as const,
  users: (search: string) => ['certificates', 'users', search] as const,
};

/** How many users a search of the generator shows. */
export const USER_SEARCH_LIMIT = 20;

/** What anyone may learn of a certificate from its code; a made-up code is answered, not retried. */
export const useCertificateCheck = (code: string) =>
  useQuery({
    queryKey: certificateKeys.check(code),
    queryFn: () => call(certificateCalls.verify, { params: { code } }),
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 2,
    meta: { silent: true },
  });

/** An admin revokes the certificate of `code`; the page shows the new status at once. */
export function useRevokeCertificate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(certificateCalls.revoke, { body: { code, reason } }),
    meta: { silent: true },
    onSuccess: (check: CertificateCheck) => {
      queryClient.setQueryData(certificateKeys.check(code), check);
      // the learners' lists show the new status when next read
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

/** Enabled users whose name or email contains `search`, for the generator's picker. */
export const useUserSearch = (search: string) =>
  useQuery({
    queryKey: certificateKeys.users(search),
    queryFn: () => call(userCalls.list, { query: { status: 'enabled', search, limit: USER_SEARCH_LIMIT } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useIssueCustomCertificates = () =>
  useMutation({
    mutationFn: (request: CustomCertificatesRequest) => call(certificateCalls.custom, { body: request }),
    meta: { silent: true },
  });
