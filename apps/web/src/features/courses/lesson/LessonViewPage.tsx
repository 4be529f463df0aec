import { LessonPage } from './LessonPage';

/** /course/:courseId/[module/:moduleId/]lesson/view/:lessonId */
export default function LessonViewPage() {
  return <LessonPage clear={false} />;
}
