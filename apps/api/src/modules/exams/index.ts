/** Exams: attempts opened and scored on the server. Other modules import only this file. */

export type { Exam } from './exam-lesson.js';
export { examRoutes } from './routes.js';
export { type ExamSettings, readExamSettings } from './settings.js';
