import { auditCalls, type auditListQuery } from '@academy/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/api';

/** The page shows its own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export type AuditQuery = z.input<typeof auditListQuery>;

/** One page of the log; the page shown stays while the next loads, so the list does not jump. */
export const useAuditList = (query: AuditQuery) =>
  useQuery({
    queryKey: ['audit', 'list', query],
    queryFn: () => call(auditCalls.list, { query }),
    placeholderData: keepPreviousData,
    // the log grows while one reads it: a return to the page reads it again
    staleTime: 0,
    ...SILENT,
  });

/** The actions the log holds, for the filter. */
export const useAuditActions = () =>
  useQuery({ queryKey: ['audit', 'actions'], queryFn: () => call(auditCalls.actions), ...SILENT });
