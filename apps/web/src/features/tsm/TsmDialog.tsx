import type { TsmView } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormLabel,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../components/ChoicesField';
import { LoadError } from '../../components/LoadError';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { localized } from '../../lib/localized';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveTsm, useTsmChoices } from './api';
import { RegionsField } from './RegionsField';
import { type TsmForm, tsmFieldOf, tsmFormOf, tsmFormSchema } from './tsm-form';

/**
 * What a TSM follows, edited in a dialog: his type (BR or LAAM), then Brazil's distributors or
 * LAAM countries, and his regions. Switching the type empties the other type's choice. A refusal
 * that is no field's (another TSM covers this country and region) is said above the buttons.
 */
export function TsmDialog({ tsm, onClose }: { tsm: TsmView; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const choices = useTsmChoices();
  const save = useSaveTsm(tsm.userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<TsmForm>({
    resolver: zodResolver(tsmFormSchema),
    defaultValues: tsmFormOf(tsm),
  });
  const regionType = useWatch({ control, name: 'regionType' });

  const labels = new Map<string, string>([
    ...tsm.masters.map((master) => [master._id, master.name] as const),
    ...tsm.countries.map((country) => [country._id, localized(country.name, i18n.language)] as const),
    ...choices.distributors.map((distributor) => [distributor._id, distributor.name] as const),
    ...choices.countries.map((country) => [country._id, localized(country.name, i18n.language)] as const),
  ]);

  const submit = handleSubmit((form) => {
    setRefusal(null);
    save.mutate(tsmFormSchema.parse(form), {
      onSuccess: () => {
        show(t('tsm.saved', { name: tsm.name }), 'success');
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, tsmFieldOf)) setRefusal(errorMessage(error));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('tsm.form.title', { name: tsm.name })}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {tsm.email}
            </Typography>
            <Controller
              control={control}
              name="regionType"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`${titleId}-type`} sx={{ mb: 1 }}>
                    {t('tsm.form.type')}
                  </FormLabel>
                  <ToggleButtonGroup
                    exclusive
                    value={field.value}
                    aria-labelledby={`${titleId}-type`}
                    onChange={(_event, value: TsmForm['regionType'] | null) => {
                      if (!value) return;
                      field.onChange(value);
                      setValue(value === 'BR' ? 'countries' : 'masters', []);
                      clearErrors();
                      setRefusal(null);
                    }}
                  >
                    <ToggleButton value="BR">{t('tsm.type.BR')}</ToggleButton>
                    <ToggleButton value="LAAM">{t('tsm.type.LAAM')}</ToggleButton>
                  </ToggleButtonGroup>
                </FormControl>
              )}
            />
            {choices.failed && <LoadError message={t('tsm.form.choicesFailed')} onRetry={choices.retry} />}
            {regionType === 'BR' ? (
              <ChoicesField
                key="masters"
                control={control}
                name="masters"
                label={t('tsm.form.masters')}
                hint={t('tsm.form.mastersHint')}
                options={choices.distributors.map((distributor) => distributor._id)}
                labelOf={(id) => labels.get(id)}
                loading={choices.loading}
                noOptionsText={t('tsm.form.noOptions')}
                required
              />
            ) : (
              <ChoicesField
                key="countries"
                control={control}
                name="countries"
                label={t('tsm.form.countries')}
                hint={t('tsm.form.countriesHint')}
                options={choices.countries.map((country) => country._id)}
                labelOf={(id) => labels.get(id)}
                loading={choices.loading}
                noOptionsText={t('tsm.form.noOptions')}
                required
              />
            )}
            <RegionsField control={control} />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {save.isPending && (
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'inline-flex', gap: 1 }}
            >
              <CircularProgress size={18} aria-hidden />
              {t('tsm.saving')}
            </Typography>
          )}
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
