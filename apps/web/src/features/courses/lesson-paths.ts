import type { CourseDetail, CourseModuleView, LessonView } from '@academy/domain';
import { type LessonRef, lessonBase } from '../../lib/course-links';

export { courseViewPath, type LessonRef, lessonViewPath } from '../../lib/course-links';

/** The authoring page of a lesson (built in features/course-editor). */
export const lessonEditPath = (courseId: string, lesson: LessonRef) =>
  `${lessonBase(courseId, lesson)}/edit/${lesson._id}`;

export const courseEditPath = (courseId: string) => `/course/edit/${courseId}`;
export const moduleEditPath = (courseId: string, moduleId: string) =>
  `/course/${courseId}/module/edit/${moduleId}`;

/** Every lesson of the course in the order the course view lists them: by module, then loose ones. */
export const lessonsInOrder = (course: CourseDetail): LessonView[] => [
  ...course.modules.flatMap((module) => module.lessons),
  ...course.lessons,
];

export interface LessonPlace {
  lesson: LessonView;
  module: CourseModuleView | undefined;
  previous: LessonView | undefined;
  next: LessonView | undefined;
}

/** Where a lesson sits in its course: its module and its neighbours; undefined if not there. */
export function placeOf(course: CourseDetail, lessonId: string): LessonPlace | undefined {
  const lessons = lessonsInOrder(course);
  const index = lessons.findIndex((lesson) => lesson._id === lessonId);
  const lesson = lessons[index];
  if (!lesson) return undefined;
  return {
    lesson,
    module: course.modules.find((module) => module._id === lesson.moduleId),
    previous: lessons[index - 1],
    next: lessons[index + 1],
  };
}
