import { systemCalls } from '@academy/domain';
import { call } from './api';

export const systemStatusKey = ['system', 'status'] as const;
/** The maintenance switch is asked again on a navigation once this old. */
export const SYSTEM_STATUS_STALE_MS = 5_000;

export const systemStatusQuery = {
  queryKey: systemStatusKey,
  queryFn: () => call(systemCalls.status),
  staleTime: SYSTEM_STATUS_STALE_MS,
  meta: { silent: true },
} as const;
