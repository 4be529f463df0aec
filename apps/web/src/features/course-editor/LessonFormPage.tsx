import type { CourseDetail, LessonView } from '@academy/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { useExamAnswers } from './api';
import { CourseLoader } from './CourseLoader';
import { ExamAttempts } from './lesson/ExamAttempts';
import { LessonEditor } from './lesson/LessonEditor';
import { PackageAttempts } from './lesson/PackageAttempts';
import { editorPaths } from './paths';

/**
 * Every lesson create and edit route of spec section 2, for linear courses (no module in the
 * path) and modular ones (the lesson's module in the path).
 */
export default function LessonFormPage() {
  const { courseId = '', moduleId, lessonId } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => <LessonInCourse course={course} moduleId={moduleId ?? null} lessonId={lessonId} />}
    </CourseLoader>
  );
}

function LessonInCourse({
  course,
  moduleId,
  lessonId,
}: {
  course: CourseDetail;
  moduleId: string | null;
  lessonId?: string;
}) {
  const { t } = useTranslation();
  if (course.structure === 'modular' && !moduleId)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={editorPaths.course(course._id)} color="inherit" size="small">
            {t('courseEditor.lesson.backToCourse')}
          </Button>
        }
      >
        {t('courseEditor.lesson.chooseModule')}
      </Alert>
    );
  const module = moduleId ? course.modules.find((item) => item._id === moduleId) : undefined;
  // a linear course has no modules: a module in the path names nothing
  if (moduleId && !module) return <NotFoundPage />;
  if (!lessonId) return <LessonEditor course={course} moduleId={moduleId} />;
  const lesson = (module ? module.lessons : course.lessons).find((item) => item._id === lessonId);
  if (!lesson) return <NotFoundPage />;
  if (lesson.kind === 'exam') return <ExamLessonEditor course={course} moduleId={moduleId} lesson={lesson} />;
  const editor = <LessonEditor key={lesson._id} course={course} moduleId={moduleId} lesson={lesson} />;
  // a package lesson's learners and their attempts, under it
  if (lesson.kind !== 'package') return editor;
  return (
    <Stack sx={{ gap: 2 }}>
      {editor}
      <PackageAttempts key={lesson._id} lesson={{ courseId: course._id, lessonId: lesson._id }} />
    </Stack>
  );
}

/** An exam is edited with its answer keys, which only course/module/exam/get-answers gives. */
function ExamLessonEditor({
  course,
  moduleId,
  lesson,
}: {
  course: CourseDetail;
  moduleId: string | null;
  lesson: LessonView;
}) {
  const { t } = useTranslation();
  const answers = useExamAnswers(course._id, lesson._id, moduleId ?? undefined);
  if (answers.isPending) return <PageSpinner />;
  if (answers.isError)
    return (
      <LoadError message={t('courseEditor.exam.answersFailed')} onRetry={() => void answers.refetch()} />
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <LessonEditor
        key={lesson._id}
        course={course}
        moduleId={moduleId}
        lesson={lesson}
        exam={answers.data}
      />
      <ExamAttempts exam={{ courseId: course._id, lessonId: lesson._id, moduleId }} answers={answers.data} />
    </Stack>
  );
}
