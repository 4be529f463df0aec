import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PolicyText } from '../../components/PolicyText';
import { usePolicyVersion } from './api';

/** One published version as people read it, in the admin's language (he may switch it to read another). */
export function VersionDialog({ version, onClose }: { version: number; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const read = usePolicyVersion(version);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('privacyPolicy.admin.versionTitle', { version })}</DialogTitle>
      <DialogContent dividers>
        {read.isPending ? (
          <PageSpinner />
        ) : read.isError ? (
          <LoadError error={read.error} onRetry={() => void read.refetch()} />
        ) : (
          <PolicyText version={version} text={read.data.text} publishedAt={read.data.publishedAt} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('privacyPolicy.admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
