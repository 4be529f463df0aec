import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Rating, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedChoice } from '../../../components/useConfirmedChoice';
import { useSnackbar } from '../../../lib/feedback';
import { useLessonRating, useSetRating } from '../api';

/**
 * 1 to 5 stars for the lesson: the learner's own rating, and everyone's average. By keyboard the
 * arrows move over the stars and Enter or Space gives them; a click gives them at once.
 */
export function LessonRating({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const legendId = useId();
  const rating = useLessonRating(lessonId);
  const setRating = useSetRating(lessonId);
  const summary = rating.data;
  const stars = useConfirmedChoice(
    setRating.isPending ? setRating.variables : (summary?.mine ?? null),
    (value: number) => setRating.mutate(value, { onSuccess: () => show(t('courses.rating.saved')) }),
  );

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      {...stars.group}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('courses.rating.label')}
      </Typography>
      <Rating
        name={`rating-${lessonId}`}
        value={stars.value}
        // stays enabled while a rating is saved: disabling it would drop the keyboard's focus
        disabled={rating.isPending || rating.isError}
        onChange={(_event, value) => {
          // clicking the chosen star again would clear it: a rating, once given, is only changed
          if (value) stars.choose(value);
        }}
        getLabelText={(value) => t('courses.rating.stars', { count: value })}
        emptyLabelText={t('courses.rating.none')}
        // an empty star is an outline, not just a paler star
        emptyIcon={<StarBorderIcon fontSize="inherit" />}
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
