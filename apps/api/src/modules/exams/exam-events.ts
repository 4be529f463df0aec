import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { examAttempts } from '../../db/schema/index.js';
import { queueWebhookEventsOf, webhookTime } from '../webhooks/index.js';

/** The learner of an attempt, as its events name him. */
export interface Examinee {
  id: string;
  email: string;
}

/**
 * The data of exam.passed and exam.failed as the API names it, over the `exam_attempts` row a
 * statement reads or updates: the learner, the course and lesson, the attempt and its score.
 */
export const examEventData = (learner: Examinee) =>
  sql`jsonb_build_object(
    'user', jsonb_build_object('_id', ${examAttempts.userId}, 'email', ${learner.email}::text),
    'course', jsonb_build_object('_id', ${examAttempts.courseId}),
    'lesson', jsonb_build_object('_id', ${examAttempts.lessonId}),
    'attempt', jsonb_build_object('_id', ${examAttempts.id}),
    'score', ${examAttempts.score}, 'total', ${examAttempts.total},
    'passed', ${examAttempts.passed}, 'timedOut', ${examAttempts.timedOut},
    'submittedAt', ${webhookTime(examAttempts.submittedAt)})`;

/** Tells webhooks of a scored attempt (exam.passed or exam.failed), in the transaction that scored it. */
export function queueExamEvent(tx: Tx, learner: Examinee, attempt: { id: string; passed: boolean }) {
  return queueWebhookEventsOf(
    tx,
    attempt.passed ? 'exam.passed' : 'exam.failed',
    sql`select ${examEventData(learner)} as data from ${examAttempts} where ${eq(examAttempts.id, attempt.id)}`,
  );
}
