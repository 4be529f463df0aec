import { type ComponentType, createContext, type ReactNode } from 'react';

export interface ExamSlotProps {
  courseId: string;
  lessonId: string;
  /** the lesson's rating: the exam shows it only while the learner may take or has taken it */
  rating: ReactNode;
}

/**
 * The exam screen an exam lesson shows. It belongs to the exams feature, which this one cannot
 * import: the app provides it (app/Root).
 */
export const ExamSlot = createContext<ComponentType<ExamSlotProps> | null>(null);
