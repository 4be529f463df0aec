import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MaintenanceGate } from './guards/MaintenanceGate';
import { SessionProvider } from './session';
import { rememberSuperAdminFlag } from './super-admin';

/** The root route: the session and the maintenance gate around every page. */
export function Root() {
  const { search } = useLocation();
  useEffect(() => rememberSuperAdminFlag(search), [search]);
  return (
    <SessionProvider>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </SessionProvider>
  );
}
