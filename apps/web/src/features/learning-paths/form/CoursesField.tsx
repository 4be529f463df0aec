import type { CourseListItem, LearningPathCourse } from '@academy/domain';
import { FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import { usePathText } from '../usePathText';
import { type ChosenCourse, CourseOrderList } from './CourseOrderList';
import { CoursePicker } from './CoursePicker';
import type { PathForm } from './path-form';

/** The path's ordered courses: a picker adds one at the end; the list moves and removes them. */
export function CoursesField({
  control,
  current,
}: {
  control: Control<PathForm>;
  /** the courses the path holds now (their titles), for an edit */
  current: readonly LearningPathCourse[];
}) {
  const { t } = useTranslation();
  const text = usePathText();
  const problemText = useProblemText();
  const { field, fieldState } = useController({ control, name: 'courses' });
  const [known, setKnown] = useState(
    () => new Map<string, ChosenCourse>(current.map((course) => [course._id, chosenOf(course, text)])),
  );
  const ids = field.value;
  const chosen = ids.map(
    (id) => known.get(id) ?? { _id: id, title: t('learningPaths.form.unknownCourse'), status: null },
  );

  const add = (course: CourseListItem) => {
    setKnown((before) => new Map(before).set(course._id, chosenOf(course, text)));
    field.onChange([...ids, course._id]);
  };
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    field.onChange(next);
  };
  const remove = (index: number) => field.onChange(ids.filter((_id, at) => at !== index));
  const problem = problemText(fieldState.error?.message);

  return (
    <FormControl component="fieldset" error={fieldState.invalid} sx={{ gap: 1.5 }}>
      <FormLabel component="legend" required sx={{ mb: 1 }}>
        {t('learningPaths.form.courses')}
      </FormLabel>
      <Stack sx={{ gap: 1.5 }}>
        <CourseOrderList courses={chosen} onMove={move} onRemove={remove} />
        <CoursePicker chosen={ids} onPick={add} invalid={fieldState.invalid} />
      </Stack>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

function chosenOf(
  course: Pick<CourseListItem, '_id' | 'title' | 'status'>,
  text: (value: CourseListItem['title']) => string,
): ChosenCourse {
  return { _id: course._id, title: text(course.title), status: course.status };
}
