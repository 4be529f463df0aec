/**
 * Courses: their routes, which learner a course reaches and when it opens to him (a path's order),
 * and the structure of its lessons for the modules built on it. Other modules import only this file.
 */

export type { Learner } from './access.js';
export { outerCourseId, reachesLearner, visibleCourses } from './access.js';
export { loadQuestions } from './lesson-view.js';
export { titleMatches } from './list.js';
export { pathsOfLearner } from './path-order.js';
export { courseRoutes } from './routes.js';
export type { LessonNode, ModuleNode } from './structure.js';
export { lessonOrder, loadStructure, moduleOrder, progressStructure } from './structure.js';
export type { CourseRow } from './view.js';
export { findOpenCourse, findOpenCourseWithStructure, findVisibleCourse } from './view.js';
