/**
 * A learner's progress through a course's lessons, and a part of a course opened again for a
 * renewal or a new version. Other modules import only this file.
 */

export { reopenPart } from './reopen.js';
export { progressRoutes } from './routes.js';
export { completeExamLesson, lessonIsLocked, recordLessonOutcome } from './service.js';
