import type { LearningPathCourse } from '@academy/domain';
import { CheckCircle, Lock, School } from '@mui/icons-material';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ProgressBar';
import { StatusChip } from '../../../components/StatusChip';
import { courseViewPath } from '../../../lib/course-links';
import { usePathText } from '../usePathText';

/** A course's state at the start of its row: locked, complete, or not yet. */
function CourseIcon({ course }: { course: LearningPathCourse }) {
  const { t } = useTranslation();
  if (course.locked) return <Lock color="action" titleAccess={t('learningPaths.view.locked')} />;
  if (course.complete) return <CheckCircle color="success" titleAccess={t('learningPaths.view.complete')} />;
  return <School sx={{ color: 'text.secondary' }} aria-hidden />;
}

/**
 * The path's courses in order. A learner sees his progress on each; a locked one (the path holds
 * its courses to their order and one before is not complete) is shown but cannot be opened.
 */
export function PathCourseList({ courses }: { courses: readonly LearningPathCourse[] }) {
  const { t } = useTranslation();
  const text = usePathText();
  return (
    <List aria-label={t('learningPaths.view.courses')} disablePadding>
      {courses.map((course, index) => {
        const title = text(course.title);
        const content = (
          <>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <CourseIcon course={course} />
            </ListItemIcon>
            <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <ListItemText
                  primary={`${index + 1}. ${title}`}
                  secondary={course.locked ? t('learningPaths.view.lockedHint') : undefined}
                  sx={{ overflowWrap: 'anywhere', my: 0 }}
                />
                {course.status === 'draft' && <StatusChip of="course" status="draft" />}
              </Stack>
              {course.progress !== null && (
                <ProgressBar
                  value={course.progress}
                  label={t('learningPaths.view.courseProgress', { title })}
                />
              )}
            </Stack>
          </>
        );
        return (
          <ListItem key={course._id} disablePadding divider>
            {course.locked ? (
              <ListItemButton disabled aria-disabled sx={{ gap: 1 }}>
                {content}
              </ListItemButton>
            ) : (
              <ListItemButton component={Link} to={courseViewPath(course._id)} sx={{ gap: 1 }}>
                {content}
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
