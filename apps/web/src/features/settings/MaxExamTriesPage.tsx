import { ExamLimitPage } from './ExamLimitPage';

/** /settings/max_exam_tries: how many attempts a learner has at an exam. */
export default function MaxExamTriesPage() {
  return <ExamLimitPage name="max_exam_tries" />;
}
