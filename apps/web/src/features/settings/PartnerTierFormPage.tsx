import { type PartnerTier, savePartnerTierRequest, tierRequirementInput } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Add, Delete } from '@mui/icons-material';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { usePartnerTiers, useSavePartnerTier, useTrainingTypes } from './api';
import { settingsPaths } from './paths';
import { SaveButtons } from './SaveButtons';
import { SettingsHeader } from './SettingsHeader';

const TEXTS = 'settings.partnerTiers';
/** A field's text as the number the server's rule reads (empty: missing). */
const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** The server's own rule of a number, on a text field: its message key when it refuses the text. */
const numberText = (rule: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    const parsed = rule.safeParse(asNumber(value));
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'validation.invalid' });
  });
// the server's own rules of a tier, on the form's text fields
const tierForm = z.object({
  name: savePartnerTierRequest.shape.name,
  requirements: z.array(
    z.object({
      trainingTypeId: numberText(tierRequirementInput.shape.trainingTypeId),
      people: numberText(tierRequirementInput.shape.people),
    }),
  ),
});
type TierFormInput = z.infer<typeof tierForm>;
const SERVER_FIELDS = /^(name|requirements\.\d+\.(trainingTypeId|people))$/;

/** /settings/partner_tier/create and /settings/partner_tier/edit/:id */
export default function PartnerTierFormPage() {
  const { id } = useParams();
  const tiers = usePartnerTiers();
  if (id === undefined) return <TierEditor />;
  if (tiers.isPending) return <PageSpinner />;
  if (tiers.isError) return <LoadError error={tiers.error} onRetry={() => void tiers.refetch()} />;
  const tier = tiers.data.find((candidate) => candidate._id === id);
  return tier ? <TierEditor key={tier._id} tier={tier} /> : <NotFoundPage />;
}

function TierEditor({ tier }: { tier?: PartnerTier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSavePartnerTier();
  const types = useTrainingTypes();
  const { control, handleSubmit, setError } = useForm<TierFormInput>({
    resolver: zodResolver(tierForm),
    defaultValues: {
      name: tier?.name ?? '',
      requirements:
        tier?.requirements.map((requirement) => ({
          trainingTypeId: String(requirement.trainingTypeId),
          people: String(requirement.people),
        })) ?? [],
    },
  });
  const requirements = useFieldArray({ control, name: 'requirements' });
  const submit = handleSubmit((form) =>
    save.mutate(
      {
        _id: tier?._id,
        name: form.name,
        requirements: form.requirements.map((requirement) => ({
          trainingTypeId: Number(requirement.trainingTypeId),
          people: Number(requirement.people),
        })),
      },
      {
        onSuccess: (saved) => {
          show(t(`${TEXTS}.saved`, { name: saved.name }));
          navigate(settingsPaths.partnerTiers);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, (path) =>
            SERVER_FIELDS.test(path) ? (path as FieldPath<TierFormInput>) : null,
          );
          show(errorMessage(error), 'error');
        },
      },
    ),
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: settingsPaths.partnerTiers, label: t(`${TEXTS}.title`) }}
        title={tier ? t(`${TEXTS}.editTitle`) : t(`${TEXTS}.newTitle`)}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          <FormTextField control={control} name="name" label={t(`${TEXTS}.name`)} required autoFocus />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`${TEXTS}.requirements`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t(`${TEXTS}.requirementsHint`)}
            </Typography>
            {types.isPending ? (
              <PageSpinner />
            ) : types.isError ? (
              <LoadError error={types.error} onRetry={() => void types.refetch()} />
            ) : types.data.length === 0 ? (
              <Alert severity="info">{t(`${TEXTS}.noTrainingTypes`)}</Alert>
            ) : (
              <Stack sx={{ gap: 1.5 }}>
                {requirements.fields.map((field, index) => (
                  <Stack key={field.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flex: 1, minWidth: 0 }}>
                      <FormTextField
                        control={control}
                        name={`requirements.${index}.trainingTypeId`}
                        select
                        required
                        label={t(`${TEXTS}.trainingType`)}
                        sx={{ flex: 2, minWidth: 0 }}
                      >
                        {types.data.map((type) => (
                          <MenuItem key={type.id} value={String(type.id)}>
                            {type.title}
                          </MenuItem>
                        ))}
                      </FormTextField>
                      <FormTextField
                        control={control}
                        name={`requirements.${index}.people`}
                        type="number"
                        required
                        label={t(`${TEXTS}.people`)}
                        slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
                        sx={{ flex: 1, minWidth: 0 }}
                      />
                    </Stack>
                    <IconButton
                      onClick={() => requirements.remove(index)}
                      aria-label={t(`${TEXTS}.removeRequirement`, { number: index + 1 })}
                      sx={{ mt: 1 }}
                    >
                      <Delete />
                    </IconButton>
                  </Stack>
                ))}
                <Button
                  startIcon={<Add />}
                  onClick={() => requirements.append({ trainingTypeId: '', people: '1' })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t(`${TEXTS}.addRequirement`)}
                </Button>
              </Stack>
            )}
          </Box>
          <SaveButtons busy={save.isPending} cancelTo={settingsPaths.partnerTiers} />
        </Stack>
      </Paper>
    </Stack>
  );
}
