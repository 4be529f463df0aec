import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import type { ExamSlotProps } from '../features/courses/lesson/exam-slot';
import { ExamSlot } from '../features/courses/lesson/exam-slot';

// the exam screen loads with the first exam a learner opens
const ExamScreen = lazy(() =>
  import('../features/exams/ExamScreen').then((m) => ({ default: m.ExamScreen })),
);

function LazyExamScreen(props: ExamSlotProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ExamScreen {...props} />
    </Suspense>
  );
}

/** Hands the exams feature's screen to the lesson view of the courses feature. */
export function ExamSlotProvider({ children }: { children: ReactNode }) {
  return <ExamSlot.Provider value={LazyExamScreen}>{children}</ExamSlot.Provider>;
}
