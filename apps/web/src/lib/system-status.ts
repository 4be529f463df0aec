import { systemCalls } from '@academy/domain';
import { call } from './api';
import { earlyAnswer } from './early-answer';

export const systemStatusKey = ['system', 'status'] as const;
/** The maintenance switch is asked again on a navigation once this old. */
export const SYSTEM_STATUS_STALE_MS = 5_000;

/** The status on start, asked before the shell renders (main.tsx). */
export const firstSystemStatus = earlyAnswer(() => call(systemCalls.status));

export const systemStatusQuery = {
  queryKey: systemStatusKey,
  queryFn: () => firstSystemStatus.take(),
  staleTime: SYSTEM_STATUS_STALE_MS,
  meta: { silent: true },
} as const;
