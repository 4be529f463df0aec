import { isStaff, type Language, type LessonView } from '@academy/domain';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { inCourseLanguage, pickLanguage } from '../course-language';
import { useProgressReporter } from '../players/useProgressReporter';
import { ExamSlot } from './exam-slot';
import { PackageLesson } from './PackageLesson';
import { PdfLesson } from './PdfLesson';
import { VideoLesson } from './VideoLesson';

interface LessonContentProps {
  courseId: string;
  lesson: LessonView;
  langs: readonly Language[];
  title: string;
  /** the lesson's rating, which an exam places itself (not under a lock) */
  rating: ReactNode;
}

/**
 * What the lesson is made of, in the reader's language: a video, a pdf, an exam or a package. A learner's
 * progress is saved as he goes; staff preview a lesson (an admin even a locked one), which saves
 * nothing (a package's player learns it from the server, which starts no attempt for them).
 */
export function LessonContent({ courseId, lesson, langs, title, rating }: LessonContentProps) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const reporter = useProgressReporter(courseId, lesson._id, lesson.progress, !!user && !isStaff(user.type));
  const Exam = useContext(ExamSlot);
  if (lesson.kind === 'exam')
    // one screen per exam: moving to another lesson leaves no result of this one behind
    return Exam && <Exam key={lesson._id} courseId={courseId} lessonId={lesson._id} rating={rating} />;
  if (lesson.kind === 'package')
    return (
      <PackageLesson
        key={lesson._id}
        courseId={courseId}
        lessonId={lesson._id}
        lang={pickLanguage(lesson.content.package, langs, i18n.language)}
        title={title}
      />
    );
  const url = inCourseLanguage(
    lesson.kind === 'video' ? lesson.content.video : lesson.content.pdf,
    langs,
    i18n.language,
  );
  return lesson.kind === 'video' ? (
    <VideoLesson url={url} title={title} reporter={reporter} />
  ) : (
    <PdfLesson url={url} title={title} reporter={reporter} />
  );
}
