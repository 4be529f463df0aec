import type { CourseDetail, CourseModuleView } from '@academy/domain';
import { Add, NewReleases } from '@mui/icons-material';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { localized } from '../../lib/localized';
import { useRemoveModule } from './api';
import { ItemActions } from './ItemActions';
import { LessonList } from './LessonList';
import { PublishVersionDialog } from './PublishVersionDialog';
import { editorPaths } from './paths';
import { SortableList } from './SortableList';
import { useCourseReorder } from './useCourseReorder';

/**
 * What a course holds, on its edit page: a modular course's modules (each with its lessons), or
 * a linear course's lessons. Everything is reordered by dragging and saved at once.
 */
export function CourseContents({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const modular = course.structure === 'modular';
  const [publishing, setPublishing] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="course-contents"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="course-contents" variant="h6" component="h2">
            {modular ? t('courseEditor.contents.modules') : t('courseEditor.contents.lessons')}
          </Typography>
          <Chip size="small" label={t('courseEditor.version.chip', { version: course.version })} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          {modular && course.modules.length > 0 && (
            <Button variant="outlined" startIcon={<NewReleases />} onClick={() => setPublishing(true)}>
              {t('courseEditor.version.open')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={modular ? editorPaths.newModule(course._id) : editorPaths.newLesson(course._id, null)}
            variant="outlined"
            startIcon={<Add />}
          >
            {modular ? t('courseEditor.contents.addModule') : t('courseEditor.contents.addLesson')}
          </Button>
        </Stack>
      </Stack>
      {publishing && <PublishVersionDialog course={course} onClose={() => setPublishing(false)} />}
      {modular ? (
        <ModuleList course={course} />
      ) : (
        <LessonList
          courseId={course._id}
          moduleId={null}
          lessons={course.lessons}
          label={t('courseEditor.contents.lessons')}
        />
      )}
    </Paper>
  );
}

function ModuleList({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const move = useCourseReorder(course._id);
  const titleOf = (module: CourseModuleView) => localized(module.title, i18n.language);
  if (course.modules.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('courseEditor.contents.noModules')}
      </Typography>
    );
  return (
    <SortableList
      items={course.modules}
      getId={(module) => module._id}
      getLabel={titleOf}
      label={t('courseEditor.contents.modules')}
      onMove={(from, to) =>
        move(
          { kind: 'modules', courseId: course._id },
          course.modules.map((module) => module._id),
          from,
          to,
        )
      }
      renderItem={(module, handle) => (
        <ModuleCard courseId={course._id} module={module} title={titleOf(module)} handle={handle} />
      )}
    />
  );
}

function ModuleCard({
  courseId,
  module,
  title,
  handle,
}: {
  courseId: string;
  module: CourseModuleView;
  title: string;
  handle: ReactNode;
}) {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveModule();

  const askRemove = async () => {
    await confirmThenAct({
      title: t('courseEditor.module.removeTitle'),
      message: t('courseEditor.module.removeMessage', { title, count: module.lessons.length }),
      confirmLabel: t('courseEditor.remove'),
      destructive: true,
      act: () => remove.mutateAsync({ courseId, moduleId: module._id }),
      done: t('courseEditor.module.removed'),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1, bgcolor: 'action.hover' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {handle}
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {t('courseEditor.contents.lessonCount', { count: module.lessons.length })}
            </Typography>
            {module.is_optional && <Chip size="small" label={t('courseEditor.optional')} />}
            {module.renewal_part && <Chip size="small" label={t('courseEditor.renewalPart')} />}
            {module.changed_in_version !== null && (
              <Chip
                size="small"
                label={t('courseEditor.version.changedIn', { version: module.changed_in_version })}
              />
            )}
          </Stack>
        </Stack>
        <ItemActions
          editTo={editorPaths.module(courseId, module._id)}
          name={title}
          onRemove={() => void askRemove()}
          removing={remove.isPending}
        />
      </Stack>
      <Stack sx={{ gap: 1, pl: { xs: 0, sm: 5 }, pt: 1 }}>
        <LessonList
          courseId={courseId}
          moduleId={module._id}
          lessons={module.lessons}
          label={t('courseEditor.contents.lessonsOf', { module: title })}
        />
        <Stack direction="row">
          <Button
            component={RouterLink}
            to={editorPaths.newLesson(courseId, module._id)}
            size="small"
            startIcon={<Add />}
            aria-label={t('courseEditor.contents.addLessonTo', { module: title })}
          >
            {t('courseEditor.contents.addLesson')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
