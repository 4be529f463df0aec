import { Box, Stack } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import type { CourseForm } from '../course-form';
import { FileField } from './FileField';

/** The course picture: chosen here and previewed, uploaded when the course is saved. */
export function CourseImageField({ control }: { control: Control<CourseForm> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Controller
      control={control}
      name="image"
      render={({ field, fieldState }) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Preview value={field.value} alt={t('courseEditor.course.imagePreview')} />
          <FileField
            label={t('courseEditor.course.image')}
            type="course_image"
            value={field.value}
            onChange={field.onChange}
            error={problemText(fieldState.error?.message)}
          />
        </Stack>
      )}
    />
  );
}

function Preview({ value, alt }: { value: File | string; alt: string }) {
  const objectUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const src = objectUrl ?? (typeof value === 'string' ? value : '');
  if (!src) return null;
  return (
    <Box
      sx={{
        width: { xs: '100%', sm: 200 },
        aspectRatio: '16 / 9',
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      {src && (
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
    </Box>
  );
}
