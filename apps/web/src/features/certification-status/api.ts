import {
  type CertificationStatusDownloadQuery,
  type CertificationStatusQuery,
  certificationStatusCalls,
} from '@academy/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, call, download } from '../../lib/api';

/** The pages show their own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

const statusKeys = {
  report: (query: Partial<CertificationStatusQuery>) => ['certification-status', 'report', query] as const,
  partner: (code: string) => ['certification-status', 'partner', code] as const,
};

/** One page of the distributors in the asker's scope; the page shown stays while the next loads. */
export const useCertificationStatus = (query: Partial<CertificationStatusQuery>) =>
  useQuery({
    queryKey: statusKeys.report(query),
    queryFn: () => call(certificationStatusCalls.report, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

export const downloadCertificationStatus = (query: Partial<CertificationStatusDownloadQuery>) =>
  download(certificationStatusCalls.download, { query });

/** A distributor's public status page; an unknown or switched-off address is answered, not retried. */
export const usePartnerStatus = (code: string) =>
  useQuery({
    queryKey: statusKeys.partner(code),
    queryFn: () => call(certificationStatusCalls.partnerStatus, { params: { code } }),
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 2,
    ...SILENT,
  });
