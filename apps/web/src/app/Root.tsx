import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionProvider } from '../lib/session';
import { ExamSlotProvider } from './exam-slot';
import { MaintenanceGate } from './guards/MaintenanceGate';
import { PackageSlotProvider } from './package-slot';
import { rememberSuperAdminFlag } from './super-admin';

/** The root route: the session and the maintenance gate around every page. */
export function Root() {
  const { search } = useLocation();
  useEffect(() => rememberSuperAdminFlag(search), [search]);
  return (
    <SessionProvider>
      <MaintenanceGate>
        <ExamSlotProvider>
          <PackageSlotProvider>
            <Outlet />
          </PackageSlotProvider>
        </ExamSlotProvider>
      </MaintenanceGate>
    </SessionProvider>
  );
}
