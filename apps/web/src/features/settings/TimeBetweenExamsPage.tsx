import { ExamLimitPage } from './ExamLimitPage';

/** /settings/time_between_exams: hours a learner waits between two attempts of an exam. */
export default function TimeBetweenExamsPage() {
  return <ExamLimitPage name="time_wait_exam_tries" />;
}
