import {
  type SaveWebhookRequest,
  saveWebhookRequest,
  WEBHOOK_EVENTS,
  type WebhookItem,
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
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { SwitchField } from '../../components/SwitchField';
import { useApiErrorMessage } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';

const fieldOf = sameNamedField(['name', 'url', 'events', 'enabled'] as const);

/**
 * A subscription's form in a dialog, new or to edit: its name, address, events and switch. `save`
 * is the create or update mutation; a refusal of the address (inside the network) is said under it.
 */
export function WebhookDialog({
  webhook,
  save,
  saving,
  onClose,
}: {
  webhook?: WebhookItem;
  save(form: z.output<typeof saveWebhookRequest>): Promise<unknown>;
  saving: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorMessage = useApiErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    SaveWebhookRequest,
    unknown,
    z.output<typeof saveWebhookRequest>
  >({
    resolver: zodResolver(saveWebhookRequest),
    defaultValues: webhook
      ? { name: webhook.name, url: webhook.url, events: webhook.events, enabled: webhook.enabled }
      : { name: '', url: 'https://', events: [], enabled: true },
  });

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      await save(form);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fieldOf)) setRefusal(errorMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t(webhook ? 'webhooks.form.editTitle' : 'webhooks.form.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <FormTextField control={control} name="name" label={t('webhooks.form.name')} required autoFocus />
            <FormTextField
              control={control}
              name="url"
              type="url"
              label={t('webhooks.form.url')}
              helperText={t('webhooks.form.urlHint')}
              required
            />
            <Controller
              control={control}
              name="events"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={fieldState.invalid} required>
                  <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {WEBHOOK_EVENTS.map((event) => (
                      <FormControlLabel
                        key={event}
                        label={t(`webhooks.events.${event.replace('.', '_')}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(event)}
                            onChange={(changed) =>
                              field.onChange(
                                changed.target.checked
                                  ? WEBHOOK_EVENTS.filter(
                                      (each) => each === event || field.value.includes(each),
                                    )
                                  : field.value.filter((each) => each !== event),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error?.message && (
                    <FormHelperText>{t(fieldState.error.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <SwitchField control={control} name="enabled" label={t('webhooks.form.enabled')} />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
