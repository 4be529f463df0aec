import { assignmentState, type CourseListItem, dayOf } from '@academy/domain';
import EventIcon from '@mui/icons-material/Event';
import LockIcon from '@mui/icons-material/Lock';
import SchoolIcon from '@mui/icons-material/School';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ProgressBar';
import { StatusChip } from '../../../components/StatusChip';
import { formatDay } from '../../../lib/format-date';
import { courseViewPath } from '../lesson-paths';
import { useCourseText } from '../useCourseText';

const IMAGE_HEIGHT = 140;

/**
 * A course in the list: its picture, title, description and the learner's progress; a course a
 * learning path's order keeps closed says so (its page then tells the same); one he was assigned
 * and has still to complete says when it is due, or that it is overdue.
 */
export function CourseCard({ course, showStatus }: { course: CourseListItem; showStatus: boolean }) {
  const { t } = useTranslation();
  const text = useCourseText(course.langs);
  const title = text(course.title);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={courseViewPath(course._id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {course.image ? (
          <CardMedia component="img" height={IMAGE_HEIGHT} image={course.image} alt="" />
        ) : (
          <Box
            sx={{
              height: IMAGE_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'action.hover',
              color: 'text.secondary',
            }}
          >
            <SchoolIcon sx={{ fontSize: 56 }} aria-hidden />
          </Box>
        )}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {showStatus && <StatusChip of="course" status={course.status} />}
          </Stack>
          {course.assignment && <DueChip assignment={course.assignment} />}
          {course.locked && (
            <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary' }}>
              <LockIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{t('errors.course-path-locked')}</Typography>
            </Stack>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {text(course.description)}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <Typography variant="caption" color="text.secondary">
              {t('courses.lessonsCount', { count: course.lessonsCount })}
            </Typography>
            <ProgressBar value={course.progress} label={t('courses.progressOf', { title })} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** When an assigned course is due: its day, "Overdue" in the error colour, or "Assigned" when it has no due day. */
function DueChip({ assignment }: { assignment: { dueOn: string | null } }) {
  const { t } = useTranslation();
  const open = { dueOn: assignment.dueOn, startedAt: null, completedAt: null, withdrawnAt: null };
  const overdue = assignmentState(open, dayOf(new Date())) === 'overdue';
  const label = overdue
    ? t('assignments.state.overdue')
    : assignment.dueOn
      ? t('assignments.dueOn', { date: formatDay(assignment.dueOn) })
      : t('assignments.state.assigned');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={overdue ? 'error' : 'default'}
      icon={<EventIcon aria-hidden />}
      label={label}
      data-testid="due-chip"
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** A card's shape while the list loads. */
export function CourseCardSkeleton() {
  return (
    <Card variant="outlined">
      <Skeleton variant="rectangular" height={IMAGE_HEIGHT} />
      <CardContent>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="rounded" height={8} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
