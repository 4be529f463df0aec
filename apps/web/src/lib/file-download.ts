import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useSnackbar } from './feedback';
import { saveFile } from './save-file';

/** A file the API answered: its bytes and the name it gave, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Refusals the server explains, told as said rather than as a failure to download. */
const EXPLAINED = new Set(['nothing-to-export', 'certificate-revoked']);

/**
 * Fetches a file from the API and hands it to the browser to save, `busy` meanwhile. A refusal
 * the server explains ("There is no data to be exported") is told as said; any other failure as
 * `failedText`, "Error to download" unless the file has a message of its own (spec section 8).
 */
export function useFileDownload(failedText = 'common.downloadFailed') {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const start = async (fetchFile: () => Promise<DownloadedFile>, fallbackName: string) => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      const explained = error instanceof ApiError && EXPLAINED.has(error.key) ? error.key : null;
      show(
        t(explained ? `errors.${explained}` : failedText),
        explained === 'nothing-to-export' ? 'info' : 'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
