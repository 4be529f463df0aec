import { LessonPage } from './LessonPage';

/** /clear-content/course/:courseId/[module/:moduleId/]lesson/view/:lessonId: no app bar, no footer. */
export default function ClearLessonViewPage() {
  return <LessonPage clear />;
}
