import { type DistributorItem, saveDistributorRequest } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField } from '@mui/material';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useCountryStates, useDistributor, usePartnerTiers, useSaveDistributor } from './api';
import { settingsPaths } from './paths';
import { SaveButtons } from './SaveButtons';
import { SettingsHeader } from './SettingsHeader';
import { StatusPageCard } from './StatusPageCard';
import { useAskRemoveDistributor } from './use-remove-distributor';

const distributorForm = saveDistributorRequest.shape.distributor;
type DistributorForm = z.input<typeof distributorForm>;
const FIELDS = /^distributor\.(name|state|enabled|tierId)$/;

/** /settings/country/:countryId/distributor/create and .../distributor/edit/:id */
export default function DistributorFormPage() {
  const { countryId = '', id } = useParams();
  const distributor = useDistributor(countryId, id);
  if (id === undefined) return <DistributorEditor countryId={countryId} />;
  if (distributor.isPending) return <PageSpinner />;
  if (distributor.isError)
    return distributor.error instanceof ApiError && [400, 404].includes(distributor.error.httpStatus) ? (
      <NotFoundPage />
    ) : (
      <LoadError error={distributor.error} onRetry={() => void distributor.refetch()} />
    );
  return <DistributorEditor key={distributor.data._id} countryId={countryId} saved={distributor.data} />;
}

function DistributorEditor({ countryId, saved }: { countryId: string; saved?: DistributorItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const states = useCountryStates(countryId);
  const save = useSaveDistributor();
  const tiers = usePartnerTiers();
  const removal = useAskRemoveDistributor();
  const back = settingsPaths.country(countryId);
  const { control, handleSubmit, setError } = useForm<
    DistributorForm,
    unknown,
    z.output<typeof distributorForm>
  >({
    resolver: zodResolver(distributorForm),
    defaultValues: {
      _id: saved?._id,
      name: saved?.name ?? '',
      state: saved?.state ?? '',
      enabled: saved?.enabled ?? true,
      tierId: saved?.tierId ?? null,
    },
  });
  const submit = handleSubmit((distributor) =>
    save.mutate(
      { countryID: countryId, distributor },
      {
        onSuccess: (result) => {
          show(t('settings.distributors.saved', { name: result.name }));
          navigate(back);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, (path) =>
            FIELDS.test(path) ? (path.replace('distributor.', '') as FieldPath<DistributorForm>) : null,
          );
          show(errorMessage(error), 'error');
        },
      },
    ),
  );
  const askRemove = async () => {
    if (saved && (await removal.ask(saved))) navigate(back);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: back, label: t('settings.country.title') }}
        title={saved ? t('settings.distributors.editTitle') : t('settings.distributors.newTitle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          <FormTextField
            control={control}
            name="name"
            label={t('settings.distributors.name')}
            required
            autoFocus
          />
          {states.isError ? (
            <LoadError error={states.error} onRetry={() => void states.refetch()} />
          ) : (
            <FormTextField
              control={control}
              name="state"
              select
              label={t('settings.distributors.stateField')}
              disabled={states.isPending}
            >
              <MenuItem value="">{t('settings.distributors.wholeCountry')}</MenuItem>
              {states.data?.map((state) => (
                <MenuItem key={state._id} value={state.code}>
                  {state.name} ({state.code})
                </MenuItem>
              ))}
            </FormTextField>
          )}
          {tiers.isError ? (
            <LoadError error={tiers.error} onRetry={() => void tiers.refetch()} />
          ) : (
            <Controller
              control={control}
              name="tierId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  name={field.name}
                  inputRef={field.ref}
                  label={t('settings.distributors.tier')}
                  value={tiers.isPending ? '' : (field.value ?? '')}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  disabled={tiers.isPending}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                >
                  <MenuItem value="">{t('settings.distributors.noTier')}</MenuItem>
                  {tiers.data?.map((tier) => (
                    <MenuItem key={tier._id} value={tier._id}>
                      {tier.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value !== false}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('settings.distributors.enabled')}
              />
            )}
          />
          <SaveButtons
            busy={save.isPending || removal.busy}
            cancelTo={back}
            onRemove={saved ? () => void askRemove() : undefined}
          />
        </Stack>
      </Paper>
      {saved && (
        <Box sx={{ maxWidth: 640 }}>
          <StatusPageCard distributor={saved} />
        </Box>
      )}
      {saved && (
        <Button
          component={RouterLink}
          to={`/partner-entrance/${saved._id}`}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('entrance.invitations')}
        </Button>
      )}
    </Stack>
  );
}
