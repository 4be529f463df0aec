import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import { PackageSlot, type PackageSlotProps } from '../features/courses/lesson/package-slot';

// the package player (and its SCORM runtime) loads with the first package lesson a learner opens
const PackageScreen = lazy(() =>
  import('../features/package-lessons/PackageScreen').then((m) => ({ default: m.PackageScreen })),
);

function LazyPackageScreen(props: PackageSlotProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PackageScreen {...props} />
    </Suspense>
  );
}

/** Hands the package-lessons feature's player to the lesson view of the courses feature. */
export function PackageSlotProvider({ children }: { children: ReactNode }) {
  return <PackageSlot.Provider value={LazyPackageScreen}>{children}</PackageSlot.Provider>;
}
