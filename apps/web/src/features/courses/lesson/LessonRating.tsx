import { Box, Rating, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/feedback';
import { useLessonRating, useSetRating } from '../api';

/** 1 to 5 stars for the lesson: the learner's own rating, and everyone's average. */
export function LessonRating({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const legendId = useId();
  const rating = useLessonRating(lessonId);
  const setRating = useSetRating(lessonId);
  const summary = rating.data;

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('courses.rating.label')}
      </Typography>
      <Rating
        name={`rating-${lessonId}`}
        value={summary?.mine ?? null}
        disabled={rating.isPending || rating.isError || setRating.isPending}
        onChange={(_event, value) => {
          // clicking the chosen star again would clear it: a rating, once given, is only changed
          if (value) setRating.mutate(value, { onSuccess: () => show(t('courses.rating.saved')) });
        }}
        getLabelText={(value) => t('courses.rating.stars', { count: value })}
        emptyLabelText={t('courses.rating.none')}
        size="large"
      />
      <Typography variant="body2" color="text.secondary">
        {summary?.average != null
          ? t('courses.rating.average', { average: summary.average, count: summary.count })
          : t('courses.rating.noneYet')}
      </Typography>
    </Box>
  );
}
