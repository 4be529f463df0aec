import { RETENTION_FLOORS, type RetentionRules, retentionRules } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { useRetention, useRetentionPreview, useSaveRetention } from './api';

const fieldOf = sameNamedField(['auditDays', 'inactiveDays']);

/** A day count as typed: blank is not 0, so it stays a problem; then the rule's own checks. */
const daysField = (rule: z.ZodType<number, number>) =>
  z.string().trim().min(1, 'validation.required').transform(Number).pipe(rule);
const retentionForm = z.object({
  auditDays: daysField(retentionRules.shape.auditDays),
  inactiveDays: daysField(retentionRules.shape.inactiveDays),
});
type RetentionForm = z.input<typeof retentionForm>;

/** The form's values as numbers the preview may be asked with, or null while one is not a day count. */
const asRules = (values: Partial<RetentionForm>): RetentionRules | null => {
  const auditDays = Number(values.auditDays || Number.NaN);
  const inactiveDays = Number(values.inactiveDays || Number.NaN);
  const valid = (days: number) => Number.isInteger(days) && days >= 0 && days <= 3650;
  return valid(auditDays) && valid(inactiveDays) ? { auditDays, inactiveDays } : null;
};

/**
 * /settings/retention (admins): how long the audit log's entries and the accounts of learners who
 * no longer sign in are kept (0: for ever), with what the next nightly run would remove, counted
 * as the admin types, before anything is saved.
 */
export default function RetentionPage() {
  const { t } = useTranslation();
  const current = useRetention();
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('retention.back')}
        </Link>
        <PageTitle>{t('retention.title')}</PageTitle>
        <Typography color="text.secondary">{t('retention.intro')}</Typography>
      </Stack>
      {current.isPending ? (
        <PageSpinner />
      ) : current.isError ? (
        <LoadError error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <RulesForm saved={current.data} />
      )}
    </Stack>
  );
}

function RulesForm({ saved }: { saved: RetentionRules }) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = useSaveRetention();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<RetentionForm, unknown, RetentionRules>({
    resolver: zodResolver(retentionForm),
    defaultValues: { auditDays: String(saved.auditDays), inactiveDays: String(saved.inactiveDays) },
  });
  const typed = useWatch({ control });
  const preview = useRetentionPreview(useDeferredValue(asRules(typed)));

  const submit = handleSubmit((rules) => {
    setRefusal(null);
    save.mutate(rules, {
      onSuccess: () => show(t('retention.saved'), 'success'),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fieldOf)) setRefusal(errorMessage(error));
      },
    });
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 2.5, maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="auditDays"
          type="number"
          label={t('retention.auditDays')}
          helperText={t('retention.auditDaysHint', { floor: RETENTION_FLOORS.auditDays })}
          slotProps={{ htmlInput: { min: 0, max: 3650, inputMode: 'numeric' } }}
          onValueChange={() => setRefusal(null)}
        />
        <FormTextField
          control={control}
          name="inactiveDays"
          type="number"
          label={t('retention.inactiveDays')}
          helperText={t('retention.inactiveDaysHint', { floor: RETENTION_FLOORS.inactiveDays })}
          slotProps={{ htmlInput: { min: 0, max: 3650, inputMode: 'numeric' } }}
          onValueChange={() => setRefusal(null)}
        />
        <Box role="status" aria-live="polite">
          {preview.data && (
            <Alert severity="info">
              {t('retention.preview', {
                auditEntries: preview.data.auditEntries,
                auditTotal: preview.data.auditTotal,
                accounts: preview.data.accounts,
                accountsTotal: preview.data.accountsTotal,
              })}
            </Alert>
          )}
        </Box>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
