import { type CourseDetail, isComplete } from '@academy/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ProgressBar } from '../../../components/ProgressBar';
import { CourseBreadcrumbs, type Crumb } from '../components/CourseBreadcrumbs';
import { LessonKindIcon } from '../components/LessonKindIcon';
import { courseViewPath, type LessonPlace } from '../lesson-paths';
import { useCourseText } from '../useCourseText';
import { LessonContent } from './LessonContent';
import { LessonMaterials } from './LessonMaterials';
import { LessonNavigation } from './LessonNavigation';
import { LessonRating } from './LessonRating';

interface LessonViewProps {
  course: CourseDetail;
  place: LessonPlace;
  /** shown without the app's chrome (/clear-content): the neighbours open there too */
  clear: boolean;
}

/** A lesson: where it is, what it is, its content, files, rating and the way on. */
export function LessonView({ course, place, clear }: LessonViewProps) {
  const { t } = useTranslation();
  const text = useCourseText(course.langs);
  const { lesson, module } = place;
  const title = text(lesson.title);
  const trail: Crumb[] = [
    { label: text(course.title), to: courseViewPath(course._id) },
    ...(module ? [{ label: text(module.title) }] : []),
    { label: title },
  ];
  const complete = isComplete(lesson.progress);
  const rating = <LessonRating lessonId={lesson._id} />;

  return (
    <Stack spacing={3}>
      <Box>
        <CourseBreadcrumbs trail={trail} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <LessonKindIcon kind={lesson.kind} color="primary" />
          <Typography variant="overline" color="text.secondary">
            {t(`courses.kind.${lesson.kind}`)}
          </Typography>
          {lesson.is_optional && <Chip size="small" label={t('courses.optional')} />}
          {complete && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon />}
              label={t('courses.lesson.complete')}
            />
          )}
        </Stack>
        <PageTitle>{title}</PageTitle>
        {lesson.kind !== 'exam' && (
          <Box sx={{ mt: 1, maxWidth: 480 }}>
            <ProgressBar value={lesson.progress} label={t('courses.lesson.progress')} />
          </Box>
        )}
        {text(lesson.description) && (
          <Typography color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {text(lesson.description)}
          </Typography>
        )}
      </Box>
      <LessonContent
        courseId={course._id}
        lesson={lesson}
        langs={course.langs}
        title={title}
        rating={rating}
      />
      <LessonMaterials lessonId={lesson._id} materials={lesson.materials} langs={course.langs} />
      {lesson.kind !== 'exam' && rating}
      <Divider />
      <LessonNavigation
        courseId={course._id}
        previous={place.previous}
        next={place.next}
        clear={clear}
        text={text}
      />
    </Stack>
  );
}
