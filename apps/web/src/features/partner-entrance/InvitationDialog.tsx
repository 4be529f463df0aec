import { type CreateInvitationRequest, createInvitationRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { useApiErrorMessage } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useCreateInvitation } from './api';

/** A new invitation link: what it is for, how long it works and how many may use it. */
export function InvitationDialog({ distributorId, onClose }: { distributorId: string; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorMessage = useApiErrorMessage();
  const create = useCreateInvitation(distributorId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CreateInvitationRequest>({
    resolver: zodResolver(createInvitationRequest),
    defaultValues: { label: '', days: 30, maxUses: 25 },
  });
  const submit = handleSubmit((form) => {
    setRefusal(null);
    create.mutate(form, {
      onSuccess: onClose,
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, sameNamedField(['label', 'days', 'maxUses'] as const)))
          setRefusal(errorMessage(error));
      },
    });
  });
  const numberField = (name: 'days' | 'maxUses', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          fullWidth
        />
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('entrance.newLink')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <FormTextField
              control={control}
              name="label"
              label={t('entrance.label')}
              helperText={t('entrance.labelHint')}
              required
              autoFocus
            />
            {numberField('days', t('entrance.days'))}
            {numberField('maxUses', t('entrance.maxUses'))}
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('entrance.make')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
