import type { IssuedCertificate, UserListItem } from '@academy/domain';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../lib/feedback';
import { useIssueCustomCertificates } from './api';
import { FactList } from './FactList';
import { type CertificateDraft, draftRequest } from './generator-draft';

interface ReviewProps {
  users: UserListItem[];
  draft: CertificateDraft;
  onBack(): void;
  onIssued(items: IssuedCertificate[]): void;
}

/** The generator's second page: what will be issued, to whom; issuing happens here. */
export function GeneratorReview({ users, draft, onBack, onIssued }: ReviewProps) {
  const { t } = useTranslation();
  const messageOf = useApiErrorMessage();
  const issue = useIssueCustomCertificates();
  const checked = draftRequest(
    users.map((user) => user._id),
    draft,
  );

  const facts = [
    [t('certificates.generator.certificateTitle'), draft.title.trim()],
    [t('certificates.generator.text'), draft.text.trim() || t('certificates.generator.none')],
    [
      t('certificates.generator.validity'),
      draft.validityMonths.trim()
        ? t('certificates.generator.months', { count: Number(draft.validityMonths) })
        : t('certificates.verify.never'),
    ],
  ] as const;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="review-certificate" sx={{ p: 2 }}>
        <Typography id="review-certificate" component="h2" variant="h6" gutterBottom>
          {t('certificates.generator.certificate')}
        </Typography>
        <FactList facts={facts} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="review-users" sx={{ p: 2 }}>
        <Typography id="review-users" component="h2" variant="h6">
          {t('certificates.generator.chosen', { count: users.length })}
        </Typography>
        <List dense>
          {users.map((user) => (
            <ListItem key={user._id} disableGutters>
              <ListItemText primary={user.name} secondary={user.email} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {issue.isError && <Alert severity="error">{messageOf(issue.error)}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack} disabled={issue.isPending}>
          {t('certificates.generator.back')}
        </Button>
        <Button
          variant="contained"
          disabled={issue.isPending || !('request' in checked)}
          onClick={() => {
            if ('request' in checked)
              issue.mutate(checked.request, { onSuccess: (result) => onIssued(result.items) });
          }}
        >
          {t('certificates.generator.issue')}
        </Button>
      </Stack>
    </Stack>
  );
}
