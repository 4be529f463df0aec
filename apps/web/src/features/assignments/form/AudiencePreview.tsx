import { audienceIsEmpty } from '@academy/domain';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../lib/feedback';
import { useAssignmentPreview } from '../api';
import { type AssignmentForm, audienceOf } from './assignment-form';

/** Changes settle this long before the count is asked again. */
const PREVIEW_DELAY_MS = 400;

/**
 * What the form would do, counted by the server as it is filled in: how many people it reaches,
 * how many of them have it already, and a warning when some cannot see what is assigned (the
 * server refuses to assign it to them). Read out politely as it changes.
 */
export function AudiencePreview({ control }: { control: Control<AssignmentForm> }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const item = useWatch({ control, name: 'item' });
  const audienceForm = useWatch({ control, name: 'audience' });
  const wanted = useMemo(() => {
    const audience = audienceOf(audienceForm);
    return item && !audienceIsEmpty(audience) ? { item: { kind: item.kind, id: item.id }, audience } : null;
  }, [item, audienceForm]);
  const key = JSON.stringify(wanted);
  const [asked, setAsked] = useState(wanted);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is asked again when its text changes
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const preview = useAssignmentPreview(wanted === null ? null : asked);

  let content: ReactNode;
  if (wanted === null)
    content = <Typography color="text.secondary">{t('assignments.preview.waiting')}</Typography>;
  else if (preview.isError) content = <Alert severity="error">{errorMessage(preview.error)}</Alert>;
  else if (!preview.data)
    content = (
      <Typography color="text.secondary" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        {t('assignments.preview.counting')}
      </Typography>
    );
  else
    content = (
      <Stack sx={{ gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('assignments.preview.reach', {
            people: preview.data.people,
            already: preview.data.alreadyAssigned,
          })}
        </Typography>
        {preview.data.cannotSee > 0 && (
          <Alert severity="warning">
            {t('assignments.preview.cannotSee', { count: preview.data.cannotSee })}
          </Alert>
        )}
      </Stack>
    );

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="assignment-preview"
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', minHeight: 56 }}
    >
      {content}
    </Box>
  );
}
