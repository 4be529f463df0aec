import {
  API_SCOPES,
  type ApiTokenItem,
  type CreateApiTokenRequest,
  createApiTokenRequest,
} from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { useApiErrorMessage } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useCreateApiToken } from './api';

const LIFETIMES = [30, 90, 365, 730] as const;

type Form = CreateApiTokenRequest;

const fieldOf = sameNamedField(['name', 'scopes', 'days'] as const);

/** Names a new token, picks its scopes and lifetime; on success hands the token up, to be shown once. */
export function CreateApiTokenDialog({
  onClose,
  onMade,
}: {
  onClose(): void;
  onMade(made: { item: ApiTokenItem; token: string }): void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const scopesId = useId();
  const errorMessage = useApiErrorMessage();
  const create = useCreateApiToken();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Form, unknown, z.output<typeof createApiTokenRequest>>({
    resolver: zodResolver(createApiTokenRequest),
    defaultValues: { name: '', scopes: [], days: 90 },
  });

  const submit = handleSubmit((form) => {
    setRefusal(null);
    create.mutate(form, {
      onSuccess: onMade,
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fieldOf)) setRefusal(errorMessage(error));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('apiTokens.form.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('apiTokens.form.name')}
              helperText={t('apiTokens.form.nameHint')}
              required
              autoFocus
            />
            <Controller
              control={control}
              name="scopes"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={fieldState.invalid} required>
                  <FormLabel component="legend" id={scopesId}>
                    {t('apiTokens.form.scopes')}
                  </FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {API_SCOPES.map((scope) => (
                      <FormControlLabel
                        key={scope}
                        label={t(`apiTokens.scopes.${scope.replace(':', '_')}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(scope)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? API_SCOPES.filter((each) => each === scope || field.value.includes(each))
                                  : field.value.filter((each) => each !== scope),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {fieldState.error?.message ? t(fieldState.error.message) : t('apiTokens.form.scopesHint')}
                  </FormHelperText>
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="days"
              render={({ field }) => (
                <TextField
                  select
                  label={t('apiTokens.form.lifetime')}
                  value={field.value ?? 90}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  fullWidth
                >
                  {LIFETIMES.map((days) => (
                    <MenuItem key={days} value={days}>
                      {t('apiTokens.form.days', { count: days })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('apiTokens.form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
