import {
  LANGUAGES,
  type LocalizedText,
  type PublishPolicyRequest,
  publishPolicyRequest,
} from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../components/LocalizedTextField';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { usePublishPolicy } from './api';

/**
 * The next version's text in every language, starting from the version in force; published only
 * once the admin confirms, since everyone is then asked to accept it at the next sign-in.
 */
export function PublishPolicyForm({ next, from }: { next: number; from: LocalizedText | null }) {
  const { t } = useTranslation();
  const publish = usePublishPolicy();
  const confirmThenAct = useConfirmThenAct();
  const { control, handleSubmit } = useForm<PublishPolicyRequest>({
    resolver: zodResolver(publishPolicyRequest),
    defaultValues: { text: from ?? { en: '', pt: '', es: '' } },
  });

  const submit = handleSubmit(
    (form) =>
      void confirmThenAct({
        title: t('privacyPolicy.admin.confirmTitle', { version: next }),
        message: t('privacyPolicy.admin.confirmMessage'),
        confirmLabel: t('privacyPolicy.admin.publish'),
        act: () => publish.mutateAsync(form),
        done: t('privacyPolicy.admin.published', { version: next }),
      }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack sx={{ gap: 2 }}>
          <Typography component="h2" variant="h6">
            {t('privacyPolicy.admin.newVersion', { version: next })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('privacyPolicy.admin.formHint')}
          </Typography>
          <LocalizedTextField
            control={control}
            name="text"
            label={t('privacyPolicy.admin.text')}
            langs={LANGUAGES}
            required
            multiline
          />
          <Button
            type="submit"
            variant="contained"
            loading={publish.isPending}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('privacyPolicy.admin.publish')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
