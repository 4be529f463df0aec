import { isComplete, type LessonView } from '@academy/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatProgress } from '../../../lib/progress-format';
import { LessonKindIcon } from '../components/LessonKindIcon';
import { lessonEditPath, lessonViewPath } from '../lesson-paths';

interface LessonListProps {
  courseId: string;
  lessons: readonly LessonView[];
  text(value: LessonView['title']): string;
  /** admins get a button to each lesson's authoring page */
  canEdit: boolean;
  label: string;
}

/** A lesson's state at the end of its row: done, locked, or nothing. */
function LessonState({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation();
  if (lesson.locked) return <LockIcon color="action" titleAccess={t('courses.lesson.locked')} />;
  if (isComplete(lesson.progress))
    return <CheckCircleIcon color="success" titleAccess={t('courses.lesson.complete')} />;
  return null;
}

/**
 * The lessons of a module (or of a linear course): kind, title, progress, and a link to each;
 * a locked lesson (the server decides) is shown but cannot be opened.
 */
export function LessonList({ courseId, lessons, text, canEdit, label }: LessonListProps) {
  const { t, i18n } = useTranslation();
  if (lessons.length === 0) return null;
  return (
    <List aria-label={label} disablePadding>
      {lessons.map((lesson) => {
        const title = text(lesson.title);
        const details = [
          t(`courses.kind.${lesson.kind}`),
          lesson.kind === 'exam' ? null : formatProgress(lesson.progress, i18n.language),
          lesson.is_optional ? t('courses.optional') : null,
        ].filter(Boolean);
        const content = (
          <>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LessonKindIcon
                kind={lesson.kind}
                sx={{ color: lesson.locked ? 'text.disabled' : 'text.secondary' }}
              />
            </ListItemIcon>
            <ListItemText primary={title} secondary={details.join(' · ')} sx={{ overflowWrap: 'anywhere' }} />
            <Stack direction="row" sx={{ alignItems: 'center', ml: 1 }}>
              <LessonState lesson={lesson} />
            </Stack>
          </>
        );
        return (
          <ListItem
            key={lesson._id}
            disablePadding
            divider
            secondaryAction={
              canEdit ? (
                <IconButton
                  component={Link}
                  to={lessonEditPath(courseId, lesson)}
                  edge="end"
                  aria-label={t('courses.editLesson', { title })}
                >
                  <EditIcon />
                </IconButton>
              ) : undefined
            }
          >
            {lesson.locked ? (
              <ListItemButton disabled aria-disabled>
                {content}
              </ListItemButton>
            ) : (
              <ListItemButton component={Link} to={lessonViewPath(courseId, lesson)}>
                {content}
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
