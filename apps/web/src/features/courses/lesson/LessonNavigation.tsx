import type { LessonView } from '@academy/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lessonViewPath } from '../lesson-paths';

interface LessonNavigationProps {
  courseId: string;
  previous: LessonView | undefined;
  next: LessonView | undefined;
  clear: boolean;
  text(value: LessonView['title']): string;
}

/** Links to the lessons before and after this one; a missing or locked one is shown disabled. */
export function LessonNavigation({ courseId, previous, next, clear, text }: LessonNavigationProps) {
  const { t } = useTranslation();
  const step = (lesson: LessonView | undefined, direction: 'previous' | 'next') => {
    const icon = direction === 'previous' ? <ArrowBackIcon /> : <ArrowForwardIcon />;
    const label = t(`courses.lesson.${direction}`);
    if (!lesson || lesson.locked)
      return (
        <Button
          disabled
          startIcon={direction === 'previous' ? icon : undefined}
          endIcon={direction === 'next' ? icon : undefined}
        >
          {label}
        </Button>
      );
    return (
      <Button
        component={Link}
        to={lessonViewPath(courseId, lesson, clear)}
        variant={direction === 'next' ? 'contained' : 'outlined'}
        startIcon={direction === 'previous' ? icon : undefined}
        endIcon={direction === 'next' ? icon : undefined}
        title={text(lesson.title)}
        aria-label={t(`courses.lesson.${direction}Named`, { title: text(lesson.title) })}
      >
        {label}
      </Button>
    );
  };
  return (
    <Box
      component="nav"
      aria-label={t('courses.lesson.navigation')}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      {step(previous, 'previous')}
      {step(next, 'next')}
    </Box>
  );
}
