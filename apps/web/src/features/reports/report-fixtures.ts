import type { ReportCourseLearner, ReportPackageLesson, ReportStudentCourse } from '@academy/domain';

/** Answers of the report calls as the server gives them, for the report pages' tests. */

const titled = (en: string, pt: string, es: string) => ({ en, pt, es });

export const safety = {
  _id: '0000000000000000000000a1',
  title: titled('Safety first', 'Segurança', 'Seguridad'),
};
export const tour = { _id: '0000000000000000000000a2', title: titled('Product tour', 'Tour', 'Recorrido') };

export const standingIn = (
  lesson: typeof safety,
  standing: Partial<ReportPackageLesson> = {},
): ReportPackageLesson => ({
  lessonId: lesson._id,
  title: lesson.title,
  status: 'not_started',
  attempts: 0,
  bestScore: null,
  seconds: 0,
  lastActivityAt: null,
  ...standing,
});

export const learner = (name: string, packages: ReportPackageLesson[]): ReportCourseLearner => ({
  _id: `${name.length}`.padStart(24, 'b'),
  name,
  email: `${name.toLowerCase()}@example.com`,
  type: 'student',
  master: 'Alpha Dist',
  progress: 50,
  state: 'in_progress',
  attempts: 0,
  bestScore: null,
  certifiedAt: null,
  lastActivityAt: '2026-03-02T10:00:00.000Z',
  packages,
});

export const studentCourse = (
  id: string,
  title: string,
  packages: ReportPackageLesson[],
): ReportStudentCourse => ({
  _id: id.padStart(24, 'c'),
  title: titled(`${title} (en)`, `${title} (pt)`, `${title} (es)`),
  progress: 50,
  state: 'in_progress',
  attempts: 0,
  bestScore: null,
  certifiedAt: null,
  lastActivityAt: '2026-03-02T10:00:00.000Z',
  packages,
});
