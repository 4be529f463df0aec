/** A learner's progress through a course's lessons. Other modules import only this file. */
export { progressRoutes } from './routes.js';
export { completeExamLesson } from './service.js';
