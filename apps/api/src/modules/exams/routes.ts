import { examCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { listUsersAttempts, setUserAttempts } from './admin-attempts.js';
import { resolveExam } from './admin-exam.js';
import { forcePass } from './force-pass.js';
import { registerAttempt } from './register.js';
import { previousAttempt } from './result.js';
import { readExamSettings } from './settings.js';
import { startAttempt } from './start.js';
import { checkModule } from './status.js';

const admin = { access: ['admin'] } as const;

/** Exams: learners sit attempts scored on the server; admins follow them and grant attempts. */
export const examRoutes: RoutesPlugin = (app, { db }) => {
  route(app, examCalls.checkModule, {}, async (request) =>
    checkModule(db, authOf(request).user, request.body),
  );

  route(app, examCalls.startAttempt, {}, async (request) =>
    startAttempt(db, authOf(request).user, request.body),
  );

  route(app, examCalls.previousAttempt, {}, async (request) =>
    previousAttempt(db, authOf(request).user, request.body),
  );

  route(app, examCalls.registerAttempt, {}, async (request) =>
    registerAttempt(db, authOf(request).user, request.body),
  );

  route(app, examCalls.listUsersAttempts, admin, async (request) => {
    const { courseID, moduleID } = request.params;
    const exam = await resolveExam(db, courseID, moduleID, request.query.lessonId);
    return listUsersAttempts(db, exam, request.query);
  });

  route(app, examCalls.setUserAttempts, admin, async (request) => {
    const { courseID, moduleID } = request.params;
    const exam = await resolveExam(db, courseID, moduleID, request.query.lessonId);
    return setUserAttempts(db, exam, request.body.userid, request.body.attempts);
  });

  route(app, examCalls.forceUpdateExam, admin, async (request) => {
    const { courseId, lessonId, userId } = request.body;
    return forcePass(db, await resolveExam(db, courseId, lessonId), userId);
  });

  route(app, examCalls.loadInfoData, {}, async () => {
    const settings = await readExamSettings(db);
    return { max_exam_tries: settings.maxTries, time_wait_exam_tries: settings.waitHours };
  });
};
