import type { CourseDetail, CourseModuleView, LessonView } from '@academy/domain';

export interface LessonRef {
  _id: string;
  moduleId: string | null;
}

const lessonBase = (courseId: string, lesson: LessonRef) =>
  `/course/${courseId}${lesson.moduleId ? `/module/${lesson.moduleId}` : ''}/lesson`;

/** The lesson's view: under /clear-content when shown without the app's chrome. */
export const lessonViewPath = (courseId: string, lesson: LessonRef, clear = false) =>
  `${clear ? '/clear-content' : ''}${lessonBase(courseId, lesson)}/view/${lesson._id}`;

/** The authoring page of a lesson (built in features/course-editor). */
export const lessonEditPath = (courseId: string, lesson: LessonRef) =>
  `${lessonBase(courseId, lesson)}/edit/${lesson._id}`;

export const courseViewPath = (courseId: string) => `/course/view/${courseId}`;
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
