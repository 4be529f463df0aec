import type { LearningPathStatus } from '@academy/domain';
import { ArrowDownward, ArrowUpward, Delete } from '@mui/icons-material';
import { IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip';

export interface ChosenCourse {
  _id: string;
  title: string;
  status: LearningPathStatus | null;
}

type Move = 'up' | 'down';

/**
 * The path's courses in the order a learner takes them, each with move up, move down and remove
 * buttons. After a move the focus stays on the moved course (on its other button once it reaches
 * an end), so the keyboard can keep moving it.
 */
export function CourseOrderList({
  courses,
  onMove,
  onRemove,
}: {
  courses: readonly ChosenCourse[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);

  const focusLater = (id: string, preferred: Move) =>
    requestAnimationFrame(() => {
      const item = list.current?.querySelector(`[data-course="${id}"]`);
      const buttons = [preferred, preferred === 'up' ? 'down' : 'up'].map((move) =>
        item?.querySelector<HTMLButtonElement>(`button[data-move="${move}"]:not([disabled])`),
      );
      buttons.find(Boolean)?.focus();
    });
  /** The focus goes to the course that takes the removed one's place (else the one before it). */
  const remove = (index: number) => {
    const next = courses[index + 1] ?? courses[index - 1];
    onRemove(index);
    if (next)
      requestAnimationFrame(() =>
        list.current
          ?.querySelector<HTMLButtonElement>(`[data-course="${next._id}"] button[data-remove]`)
          ?.focus(),
      );
  };
  const move = (index: number, direction: Move) => {
    onMove(index, direction === 'up' ? index - 1 : index + 1);
    focusLater(courses[index]?._id ?? '', direction);
  };

  if (courses.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('learningPaths.form.noneChosen')}
      </Typography>
    );
  return (
    <List ref={list} disablePadding aria-label={t('learningPaths.form.courses')}>
      {courses.map((course, index) => (
        <ListItem key={course._id} divider data-course={course._id} sx={{ gap: 1, px: 1 }}>
          <Typography aria-hidden sx={{ minWidth: 24, color: 'text.secondary' }}>
            {index + 1}.
          </Typography>
          <ListItemText primary={course.title} sx={{ overflowWrap: 'anywhere', minWidth: 0 }} />
          {course.status === 'draft' && <StatusChip of="course" status="draft" />}
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <Tooltip title={t('learningPaths.form.moveUp')}>
              <span>
                <IconButton
                  size="small"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                  aria-label={t('learningPaths.form.moveUpNamed', { title: course.title })}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('learningPaths.form.moveDown')}>
              <span>
                <IconButton
                  size="small"
                  data-move="down"
                  disabled={index === courses.length - 1}
                  onClick={() => move(index, 'down')}
                  aria-label={t('learningPaths.form.moveDownNamed', { title: course.title })}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('learningPaths.form.removeCourse')}>
              <IconButton
                size="small"
                data-remove
                onClick={() => remove(index)}
                aria-label={t('learningPaths.form.removeCourseNamed', { title: course.title })}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
