import type { Rule } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { FormTextField } from '../../../components/FormTextField';
import { SwitchField } from '../../../components/SwitchField';
import { useSaveErrorMessage } from '../../../lib/edit-error';
import { useSnackbar } from '../../../lib/feedback';
import { useSaveRule } from '../api';
import { AssignmentFormFields } from '../form/AssignmentFormFields';
import {
  type AssignmentForm,
  assignmentFormSchema,
  emptyAssignmentForm,
  ruleFormOf,
  ruleRequestOf,
} from '../form/assignment-form';
import { RULES_PATH } from '../links';
import { useRemoveRuleFlow } from './useRemoveRuleFlow';

const schema = assignmentFormSchema(true);

/**
 * A rule's name, whether it is on, what it assigns, to whom and when each is due, with the live
 * count of whom it reaches. Saving applies it at once (those who joined its audience are assigned,
 * those who left it have their open assignment withdrawn), says how many, and goes back to the list.
 */
export function RuleFormCard({ rule }: { rule?: Rule }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useSaveErrorMessage(rule !== undefined);
  const save = useSaveRule();
  const remove = useRemoveRuleFlow();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<AssignmentForm>({
    resolver: zodResolver(schema),
    defaultValues: rule ? ruleFormOf(rule) : emptyAssignmentForm,
  });

  const submit = handleSubmit((form) => {
    setRefusal(null);
    save.mutate(
      { id: rule?._id, rule: ruleRequestOf(form) },
      {
        onSuccess: (saved) => {
          show(
            t('assignments.rules.saved', {
              name: saved.rule.name,
              assigned: saved.assigned,
              withdrawn: saved.withdrawn,
            }),
          );
          navigate(RULES_PATH);
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
        <FormTextField control={control} name="name" label={t('assignments.rules.name')} required />
        <SwitchField
          control={control}
          name="enabled"
          label={t('assignments.rules.enabled')}
          hint={t('assignments.rules.enabledHint')}
        />
        <AssignmentFormFields control={control} />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <FormActions
          cancelTo={RULES_PATH}
          busy={save.isPending}
          busyText={t('assignments.rules.saving')}
          remove={
            rule
              ? {
                  text: t('assignments.rules.remove'),
                  onClick: () =>
                    void remove.ask(rule).then((removed) => {
                      if (removed) navigate(RULES_PATH);
                    }),
                }
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
