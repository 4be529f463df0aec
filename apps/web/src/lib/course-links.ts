/**
 * The addresses of a course's pages for a learner (built in features/courses), for every feature
 * that links to them: the course list's cards, a learning path's courses, the dashboard's next lesson.
 */

export interface LessonRef {
  _id: string;
  moduleId: string | null;
}

/** A lesson's address under its course, and its module in a modular course. */
export const lessonBase = (courseId: string, lesson: LessonRef) =>
  `/course/${courseId}${lesson.moduleId ? `/module/${lesson.moduleId}` : ''}/lesson`;

/** The lesson's view: under /clear-content when shown without the app's chrome. */
export const lessonViewPath = (courseId: string, lesson: LessonRef, clear = false) =>
  `${clear ? '/clear-content' : ''}${lessonBase(courseId, lesson)}/view/${lesson._id}`;

export const courseViewPath = (courseId: string) => `/course/view/${courseId}`;
