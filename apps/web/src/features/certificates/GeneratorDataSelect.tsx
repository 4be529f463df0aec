import type { UserListItem } from '@academy/domain';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormHelperText,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useUserSearch } from './api';
import { type CertificateDraft, draftRequest } from './generator-draft';

interface DataSelectProps {
  users: UserListItem[];
  onUsers(users: UserListItem[]): void;
  draft: CertificateDraft;
  onDraft(draft: CertificateDraft): void;
  onNext(): void;
}

/** The generator's first page: whom to certify, and what the certificate says. */
export function GeneratorDataSelect({ users, onUsers, draft, onDraft, onNext }: DataSelectProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const next = () => {
    const checked = draftRequest(
      users.map((user) => user._id),
      draft,
    );
    if ('problems' in checked) setProblems(checked.problems);
    else onNext();
  };
  const field = (name: keyof CertificateDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      onDraft({ ...draft, [name]: event.target.value });
      setProblems(({ [name]: _gone, ...rest }) => rest);
    },
    error: problems[name] !== undefined,
    fullWidth: true,
  });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="generator-users" sx={{ p: 2 }}>
        <Typography id="generator-users" component="h2" variant="h6" gutterBottom>
          {t('certificates.generator.users')}
        </Typography>
        <UserPicker
          chosen={users}
          onChosen={(chosen) => {
            onUsers(chosen);
            setProblems(({ users: _gone, ...rest }) => rest);
          }}
        />
        {problems.users && <FormHelperText error>{t(problems.users)}</FormHelperText>}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="generator-certificate" sx={{ p: 2 }}>
        <Typography id="generator-certificate" component="h2" variant="h6" gutterBottom>
          {t('certificates.generator.certificate')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            {...field('title')}
            required
            label={t('certificates.generator.certificateTitle')}
            helperText={problems.title ? t(problems.title) : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            {...field('text')}
            multiline
            minRows={3}
            label={t('certificates.generator.text')}
            helperText={problems.text ? t(problems.text) : t('certificates.generator.textHint')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <TextField
            {...field('validityMonths')}
            label={t('certificates.generator.validity')}
            helperText={
              problems.validityMonths ? t(problems.validityMonths) : t('certificates.generator.validityHint')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        </Stack>
      </Paper>
      <Box>
        <Button variant="contained" onClick={next}>
          {t('certificates.generator.next')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Search enabled users by name or email and tick those to certify; the chosen stay listed above. */
function UserPicker({ chosen, onChosen }: { chosen: UserListItem[]; onChosen(users: UserListItem[]): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const found = useUserSearch(deferred);
  const chosenIds = new Set(chosen.map((user) => user._id));
  const toggle = (user: UserListItem) =>
    onChosen(chosenIds.has(user._id) ? chosen.filter((item) => item._id !== user._id) : [...chosen, user]);

  return (
    <Stack spacing={2}>
      <Box aria-live="polite">
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('certificates.generator.chosen', { count: chosen.length })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {chosen.map((user) => (
            // focused, Delete or Backspace removes it (MUI's chip)
            <Chip
              key={user._id}
              label={user.name}
              onDelete={() => toggle(user)}
              title={t('certificates.generator.remove', { name: user.name })}
            />
          ))}
        </Box>
      </Box>
      <TextField
        label={t('certificates.generator.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
        fullWidth
      />
      {found.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : found.isError && !found.data ? (
        <LoadError error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.items.length === 0 ? (
        <Alert severity="info">{t('certificates.generator.noResults')}</Alert>
      ) : (
        <List dense aria-label={t('certificates.generator.results')} disablePadding>
          {found.data.items.map((user) => (
            <ListItem key={user._id} disableGutters>
              <FormControlLabel
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                control={<Checkbox checked={chosenIds.has(user._id)} onChange={() => toggle(user)} />}
                label={`${user.name} · ${user.email}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
