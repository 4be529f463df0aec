import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useApiErrorMessage, useSnackbar } from '../../../lib/feedback';
import { useAssign } from '../api';
import { ASSIGNMENTS_PATH } from '../links';
import { AssignmentFormFields } from './AssignmentFormFields';
import {
  type AssignmentForm,
  assignmentFormSchema,
  audienceOf,
  dueOf,
  dueRequestOf,
  emptyAssignmentForm,
} from './assignment-form';

const schema = assignmentFormSchema(false);

/**
 * /assignments/new: assigns a course or a learning path once to the people of an audience, with a
 * due date; the count of what it would do shows as it is filled in. A refusal is told in the
 * reader's language and stays on the form, which keeps what was chosen.
 */
export default function AssignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const assign = useAssign();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<AssignmentForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyAssignmentForm,
  });

  const submit = handleSubmit((form) => {
    setRefusal(null);
    assign.mutate(
      {
        item: { kind: form.item?.kind ?? form.kind, id: form.item?.id ?? '' },
        audience: audienceOf(form.audience),
        due: dueRequestOf(dueOf(form.due)),
      },
      {
        onSuccess: (result) => {
          show(t('assignments.assign.done', { count: result.assigned, already: result.alreadyAssigned }));
          navigate(ASSIGNMENTS_PATH);
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  });

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: ASSIGNMENTS_PATH, label: t('assignments.title') }]}
        title={t('assignments.assign.title')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
          <AssignmentFormFields control={control} />
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={assign.isPending}>
              {t('assignments.assign.submit')}
            </Button>
            <Button component={RouterLink} to={ASSIGNMENTS_PATH} color="inherit">
              {t('common.cancel')}
            </Button>
            {assign.isPending && (
              <Typography
                role="status"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'inline-flex', gap: 1 }}
              >
                <CircularProgress size={18} aria-hidden />
                {t('assignments.assign.busy')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
