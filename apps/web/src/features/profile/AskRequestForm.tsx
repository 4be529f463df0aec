import { askDataRequestBody } from '@academy/domain';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useConfirm, useSnackbar } from '../../lib/feedback';
import { useAskRequest } from './data-requests-api';

/**
 * Asks the academy to erase or correct his data, with details (a correction must say what). An
 * erasure is confirmed first: it ends his account once done.
 */
export function AskRequestForm() {
  const { t } = useTranslation();
  const ask = useAskRequest();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const [kind, setKind] = useState<'erasure' | 'correction'>('correction');
  const [details, setDetails] = useState('');
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const submit = async () => {
    const parsed = askDataRequestBody.safeParse({ kind, details });
    if (!parsed.success) {
      setDetailsError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    if (
      kind === 'erasure' &&
      !(await confirm({
        title: t('dataRequests.mine.confirmErasureTitle'),
        message: t('dataRequests.mine.confirmErasure'),
        confirmLabel: t('dataRequests.mine.send'),
        destructive: true,
      }))
    )
      return;
    setFailure(null);
    try {
      await ask.mutateAsync(parsed.data);
      setDetails('');
      show(t('dataRequests.mine.sent'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ gap: 1.5 }}
    >
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('dataRequests.mine.ask')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dataRequests.mine.askIntro')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormControl>
        <FormLabel id={`${id}-kind`}>{t('dataRequests.mine.kind')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'erasure' ? 'erasure' : 'correction')}
        >
          <FormControlLabel
            value="correction"
            control={<Radio />}
            label={t('dataRequests.mine.correction')}
          />
          <FormControlLabel value="erasure" control={<Radio />} label={t('dataRequests.mine.erasure')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('dataRequests.mine.details')}
        value={details}
        onChange={(event) => {
          setDetails(event.target.value);
          setDetailsError(null);
        }}
        required={kind === 'correction'}
        multiline
        minRows={3}
        error={detailsError !== null}
        helperText={detailsError ? t(detailsError) : t('dataRequests.mine.detailsHint')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={ask.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('dataRequests.mine.send')}
      </Button>
    </Stack>
  );
}
