import type { CourseListItem } from '@academy/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickableCourses } from '../api';
import { usePathText } from '../usePathText';

/** Typing pauses this long before the courses are searched. */
const SEARCH_DELAY_MS = 300;

/**
 * Adds a course to the path: the courses whose title matches what is typed (searched by the
 * server), less those already chosen. The field empties after each choice, ready for the next.
 */
export function CoursePicker({
  chosen,
  onPick,
  invalid,
}: {
  chosen: readonly string[];
  onPick(course: CourseListItem): void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const text = usePathText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const courses = usePickableCourses(search);
  const options = (courses.data?.items ?? []).filter((course) => !chosen.includes(course._id));

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setTyped(value);
      }}
      onChange={(_event, course) => {
        if (!course) return;
        onPick(course);
        setTyped('');
      }}
      // the server already kept the matches
      filterOptions={(all) => all}
      getOptionLabel={(course) => text(course.title)}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      loading={courses.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('learningPaths.form.noCourses')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('learningPaths.form.addCourse')}
          error={invalid || courses.isError}
          helperText={courses.isError ? t('learningPaths.form.coursesFailed') : undefined}
        />
      )}
    />
  );
}
