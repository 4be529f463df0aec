import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useSnackbar } from './feedback';
import { saveFile } from './save-file';

/**
 * Runs a download and saves its file; while it runs `busy` is true. A refusal the server
 * explains ("There is no data to be exported") is shown as said; any other failure as
 * "Error to download".
 */
export function useDownload() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const start = async (
    fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>,
    fallbackName: string,
  ) => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      const explained = error instanceof ApiError && error.key === 'nothing-to-export';
      snackbar.show(
        t(explained ? 'errors.nothing-to-export' : 'common.downloadFailed'),
        explained ? 'info' : 'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
