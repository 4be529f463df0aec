/** The authoring routes of spec section 2, built in one place. */
export const editorPaths = {
  course: (courseId: string) => `/course/edit/${courseId}`,
  newModule: (courseId: string) => `/course/${courseId}/module/create`,
  module: (courseId: string, moduleId: string) => `/course/${courseId}/module/edit/${moduleId}`,
  /** a linear course's lessons have no module */
  newLesson: (courseId: string, moduleId: string | null) =>
    moduleId ? `/course/${courseId}/module/${moduleId}/lesson/create` : `/course/${courseId}/lesson/create`,
  lesson: (courseId: string, moduleId: string | null, lessonId: string) =>
    moduleId
      ? `/course/${courseId}/module/${moduleId}/lesson/edit/${lessonId}`
      : `/course/${courseId}/lesson/edit/${lessonId}`,
};
