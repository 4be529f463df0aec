import { DATA_REQUEST_KINDS, type DataRequestKind, recordDataRequestBody } from '@academy/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { usePeopleSearch, useRecordRequest } from './api';

/** Typing pauses this long before people are searched. */
const SEARCH_DELAY_MS = 300;

interface Person {
  _id: string;
  name: string;
  email: string;
}

type Field = 'user' | 'kind' | 'details';

/**
 * Records a request that came another way: the person picked by searching the people list, the
 * kind, and what was asked. The fields are checked by the contract's own schema before sending.
 */
export function RecordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const record = useRecordRequest();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const [kind, setKind] = useState<DataRequestKind>('erasure');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const people = usePeopleSearch(search);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const submit = async () => {
    const parsed = recordDataRequestBody.safeParse({ user: person?._id, kind, details });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    try {
      await record.mutateAsync(parsed.data);
      show(t('dataRequests.record.saved', { name: person?.name ?? '' }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const helper = (field: Field, hint?: string) => (errors[field] ? t(errors[field]) : hint);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dataRequests.record.title')}</DialogTitle>
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
          <Alert severity="info">{t('dataRequests.record.intro')}</Alert>
          <Autocomplete
            options={search ? (people.data?.items ?? []) : []}
            value={person}
            onChange={(_, picked) => {
              setPerson(picked);
              setErrors((current) => ({ ...current, user: undefined }));
            }}
            inputValue={typed}
            onInputChange={(_, text) => setTyped(text)}
            getOptionLabel={(option) => `${option.name} (${option.email})`}
            isOptionEqualToValue={(option, value) => option._id === value._id}
            filterOptions={(options) => options}
            loading={people.isFetching}
            loadingText={t('dataRequests.record.searching')}
            noOptionsText={t('dataRequests.record.noPeople')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('dataRequests.record.person')}
                required
                error={Boolean(errors.user)}
                helperText={helper('user', t('dataRequests.record.personHint'))}
              />
            )}
          />
          <TextField
            select
            label={t('dataRequests.record.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as DataRequestKind)}
          >
            {DATA_REQUEST_KINDS.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`dataRequests.kinds.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('dataRequests.record.details')}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
              setErrors((current) => ({ ...current, details: undefined }));
            }}
            required={kind === 'correction'}
            multiline
            minRows={3}
            error={Boolean(errors.details)}
            helperText={helper('details', t('dataRequests.record.detailsHint'))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dataRequests.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={record.isPending}>
          {t('dataRequests.record.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
