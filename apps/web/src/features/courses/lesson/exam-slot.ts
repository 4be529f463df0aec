import { type ComponentType, createContext } from 'react';

export interface ExamSlotProps {
  courseId: string;
  lessonId: string;
}

/**
 * The exam screen an exam lesson shows. It belongs to the exams feature, which this one cannot
 * import: the app provides it (app/Root).
 */
export const ExamSlot = createContext<ComponentType<ExamSlotProps> | null>(null);
