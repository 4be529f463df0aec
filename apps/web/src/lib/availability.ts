import { useSyncExternalStore } from 'react';

/**
 * Whether the API said its database does not answer (503 `database-unavailable`). Any call can
 * be the one that finds out, so the API client reports it here and the shell shows the
 * "temporarily unavailable" page instead of each page's own error.
 *
 * `reports` counts every report, so a recovery that started before a newer report does not
 * clear it: the database went away again meanwhile.
 */
let unavailable = false;
let reports = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function reportDatabaseUnavailable(): void {
  reports++;
  if (unavailable) return;
  unavailable = true;
  emit();
}

export const isDatabaseUnavailable = (): boolean => unavailable;

/** A mark to hand to `recoveredSince` once every check has answered. */
export const availabilityMark = (): number => reports;

/** The database answered again, and nothing reported it gone since `mark`: true if cleared. */
export function recoveredSince(mark: number): boolean {
  if (reports !== mark) return false;
  if (unavailable) {
    unavailable = false;
    emit();
  }
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDatabaseUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isDatabaseUnavailable, isDatabaseUnavailable);
}
