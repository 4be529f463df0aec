import type { CourseModuleView, LessonView } from '@academy/domain';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ProgressBar';
import { moduleEditPath } from '../lesson-paths';
import { LessonList } from './LessonList';

interface ModuleSectionProps {
  courseId: string;
  module: CourseModuleView;
  /** the module's number in the course, from 1 */
  number: number;
  text(value: LessonView['title']): string;
  canEdit: boolean;
}

/** A module of a modular course: its title, optional badge, progress and lessons. */
export function ModuleSection({ courseId, module, number, text, canEdit }: ModuleSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = text(module.title);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            component="h2"
            variant="h6"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {t('courses.moduleTitle', { number, title })}
          </Typography>
          {module.is_optional && <Chip size="small" label={t('courses.optional')} />}
          {canEdit && (
            <IconButton
              component={Link}
              to={moduleEditPath(courseId, module._id)}
              aria-label={t('courses.editModule', { title })}
              size="small"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
        <ProgressBar value={module.progress} label={t('courses.progressOf', { title })} />
      </Box>
      {module.lessons.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('courses.noLessons')}
        </Typography>
      ) : (
        <LessonList
          courseId={courseId}
          lessons={module.lessons}
          text={text}
          canEdit={canEdit}
          label={t('courses.lessonsOf', { title })}
        />
      )}
    </Paper>
  );
}
