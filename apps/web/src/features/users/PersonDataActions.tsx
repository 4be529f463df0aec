import type { UserDetail } from '@academy/domain';
import { FolderZipOutlined, PersonOffOutlined } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/DownloadButton';
import { useFileDownload } from '../../lib/file-download';
import { useSession } from '../../lib/session';
import { ErasePersonDialog } from './ErasePersonDialog';
import { downloadPersonData } from './privacy-queries';

/**
 * What staff may do with a person's data (LGPD/GDPR): download all the academy holds on him, and
 * for an admin, erase it. An erased person's view says so instead.
 */
export function PersonDataActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { user: asker } = useSession();
  const file = useFileDownload();
  const [erasing, setErasing] = useState(false);
  return (
    <>
      <DownloadButton
        label={t('users.erase.export')}
        busy={file.busy}
        icon={<FolderZipOutlined aria-hidden />}
        onClick={() => void file.start(() => downloadPersonData(user._id), 'academy-data.zip')}
      />
      {asker?.type === 'admin' && asker._id !== user._id && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<PersonOffOutlined />}
          onClick={() => setErasing(true)}
        >
          {t('users.erase.action')}
        </Button>
      )}
      {erasing && <ErasePersonDialog user={user} onClose={() => setErasing(false)} />}
    </>
  );
}
