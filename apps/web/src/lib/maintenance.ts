const BYPASS_KEY = 'academy.maintenanceBypass';

/** Whether this browser skips the maintenance redirect (set after an admin signs in on /maintenance). */
export const isMaintenanceBypassed = (): boolean => localStorage.getItem(BYPASS_KEY) === '1';

export function setMaintenanceBypass(on: boolean): void {
  if (on) localStorage.setItem(BYPASS_KEY, '1');
  else localStorage.removeItem(BYPASS_KEY);
}
