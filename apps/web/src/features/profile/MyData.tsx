import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/DownloadButton';
import { useFileDownload } from '../../lib/file-download';
import { AskRequestForm } from './AskRequestForm';
import { downloadMyData } from './data-requests-api';
import { OwnRequests } from './OwnRequests';

/**
 * The person's rights over his data on his privacy page: his data downloaded at once, an erasure
 * or a correction asked of the academy, and his requests with their status and due date.
 */
export function MyData() {
  const { t } = useTranslation();
  const zip = useFileDownload();
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 3, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="h2" variant="h6">
        {t('dataRequests.mine.title')}
      </Typography>
      <Typography>{t('dataRequests.mine.downloadIntro')}</Typography>
      <DownloadButton
        label={t('dataRequests.mine.download')}
        busy={zip.busy}
        onClick={() => void zip.start(downloadMyData, t('dataRequests.mine.downloadName'))}
      />
      <AskRequestForm />
      <OwnRequests />
    </Paper>
  );
}
