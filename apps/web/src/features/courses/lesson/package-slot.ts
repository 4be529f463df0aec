import type { Language } from '@academy/domain';
import { type ComponentType, createContext } from 'react';

export interface PackageSlotProps {
  courseId: string;
  lessonId: string;
  /** the language of the package played: the reader's, or the course's fallback */
  lang: Language;
  /** the lesson's title, which names the package's frame */
  title: string;
}

/**
 * The player of a package lesson (SCORM or cmi5). It belongs to the package-lessons feature, which
 * this one cannot import: the app provides it (app/Root), loaded with the first package played.
 * Whether it saves is the server's answer, not the page's: staff are given a preview.
 */
export const PackageSlot = createContext<ComponentType<PackageSlotProps> | null>(null);
