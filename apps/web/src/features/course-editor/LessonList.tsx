import type { LessonKind, LessonView } from '@academy/domain';
import { Inventory2, OndemandVideo, PictureAsPdf, Quiz } from '@mui/icons-material';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { localized } from '../../lib/localized';
import { useRemoveLesson } from './api';
import { ItemActions } from './ItemActions';
import { editorPaths } from './paths';
import { SortableList } from './SortableList';
import { useCourseReorder } from './useCourseReorder';

const KIND_ICONS: Record<LessonKind, typeof Quiz> = {
  video: OndemandVideo,
  pdf: PictureAsPdf,
  exam: Quiz,
  package: Inventory2,
};

interface Props {
  courseId: string;
  /** null for a linear course's lessons */
  moduleId: string | null;
  lessons: readonly LessonView[];
  /** the list's accessible name */
  label: string;
}

/** A course's or module's lessons, reordered by dragging, each with edit and remove. */
export function LessonList({ courseId, moduleId, lessons, label }: Props) {
  const { t, i18n } = useTranslation();
  const move = useCourseReorder(courseId);
  const titleOf = (lesson: LessonView) => localized(lesson.title, i18n.language);
  if (lessons.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('courseEditor.contents.noLessons')}
      </Typography>
    );
  return (
    <SortableList
      items={lessons}
      getId={(lesson) => lesson._id}
      getLabel={titleOf}
      label={label}
      onMove={(from, to) =>
        move(
          { kind: 'lessons', courseId, moduleId },
          lessons.map((lesson) => lesson._id),
          from,
          to,
        )
      }
      renderItem={(lesson, handle) => (
        <LessonRow
          courseId={courseId}
          moduleId={moduleId}
          lesson={lesson}
          title={titleOf(lesson)}
          handle={handle}
        />
      )}
    />
  );
}

function LessonRow({
  courseId,
  moduleId,
  lesson,
  title,
  handle,
}: {
  courseId: string;
  moduleId: string | null;
  lesson: LessonView;
  title: string;
  handle: ReactNode;
}) {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const remove = useRemoveLesson();
  const Icon = KIND_ICONS[lesson.kind];

  const askRemove = async () => {
    await confirmThenAct({
      title: t('courseEditor.lesson.removeTitle'),
      message: t('courseEditor.lesson.removeMessage', { title }),
      confirmLabel: t('courseEditor.remove'),
      destructive: true,
      act: () => remove.mutateAsync({ courseId, lessonId: lesson._id }),
      done: t('courseEditor.lesson.removed'),
    });
  };

  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.5, pr: 1 }}>
      {handle}
      <Icon color="action" titleAccess={t(`courseEditor.lesson.kinds.${lesson.kind}`)} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-lesson-title>
          {title}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {lesson.is_optional && <Chip size="small" label={t('courseEditor.optional')} />}
          {lesson.generate_certificate && <Chip size="small" label={t('courseEditor.lesson.certificate')} />}
        </Stack>
      </Stack>
      <ItemActions
        editTo={editorPaths.lesson(courseId, moduleId, lesson._id)}
        name={title}
        onRemove={() => void askRemove()}
        removing={remove.isPending}
      />
    </Paper>
  );
}
