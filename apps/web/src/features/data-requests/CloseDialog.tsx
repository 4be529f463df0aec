import { closeDataRequestBody, type DataRequestItem } from '@academy/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../lib/api';
import { useConfirm, useSnackbar } from '../../lib/feedback';
import { useCloseRequest } from './api';

/**
 * Closes a request as done or refused with what was done (required, the rule of the domain's
 * contract), after a confirmation: a closed request cannot be opened again, and the person is
 * mailed. When another admin closed it first, it says so and the list is read again.
 */
export function CloseDialog({ request, onClose }: { request: DataRequestItem; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const close = useCloseRequest();
  const [status, setStatus] = useState<'done' | 'refused'>('done');
  const [outcome, setOutcome] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const name = request.person.name;

  const submit = async () => {
    const parsed = closeDataRequestBody.safeParse({ status, outcome });
    if (!parsed.success) {
      setOutcomeError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    const sure = await confirm({
      title: t('dataRequests.confirmTitle'),
      message: t(status === 'done' ? 'dataRequests.confirmDone' : 'dataRequests.confirmRefused', { name }),
      confirmLabel: t('dataRequests.confirmClose'),
      destructive: status === 'refused',
    });
    if (!sure) return;
    try {
      await close.mutateAsync({ id: request._id, ...parsed.data });
      show(t('dataRequests.closed', { name }));
      onClose();
    } catch (error) {
      const key = errorKeyOf(error);
      setFailure(key === 'conflict' ? t('dataRequests.alreadyClosed') : t(`errors.${key}`));
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dataRequests.closeTitle', { name })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ gap: 2, pt: 1 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <Alert severity="info">{t('dataRequests.closeIntro', { name })}</Alert>
          <FormControl>
            <FormLabel id={`${titleId}-result`}>{t('dataRequests.result')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-result`}
              value={status}
              onChange={(event) => setStatus(event.target.value === 'refused' ? 'refused' : 'done')}
            >
              <FormControlLabel value="done" control={<Radio />} label={t('dataRequests.statuses.done')} />
              <FormControlLabel
                value="refused"
                control={<Radio />}
                label={t('dataRequests.statuses.refused')}
              />
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('dataRequests.outcomeLabel')}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.target.value);
              setOutcomeError(null);
            }}
            required
            multiline
            minRows={3}
            error={outcomeError !== null}
            helperText={outcomeError ? t(outcomeError) : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dataRequests.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={close.isPending}>
          {t('dataRequests.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
