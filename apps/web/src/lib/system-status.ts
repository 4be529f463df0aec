import { api } from './api';

export interface SystemStatus {
  maintenance: boolean;
}

export const systemStatusKey = ['system', 'status'] as const;
/** The maintenance switch is asked again on a navigation once this old. */
export const SYSTEM_STATUS_STALE_MS = 5_000;

export const systemStatusQuery = {
  queryKey: systemStatusKey,
  queryFn: () => api<SystemStatus>('GET', 'system/status'),
  staleTime: SYSTEM_STATUS_STALE_MS,
  meta: { silent: true },
} as const;
