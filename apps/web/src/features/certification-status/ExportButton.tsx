import { type CertificationStatusDownloadQuery, isLanguage } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/DownloadButton';
import { useFileDownload } from '../../lib/file-download';
import { downloadCertificationStatus } from './api';

/** Downloads the report of the filters shown, every page of it, as an xlsx file in the user's language. */
export function ExportButton({
  filters,
}: {
  filters: Partial<Omit<CertificationStatusDownloadQuery, 'lang'>>;
}) {
  const { t, i18n } = useTranslation();
  const { busy, start } = useFileDownload();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  return (
    <DownloadButton
      label={t('certificationStatus.export')}
      busy={busy}
      onClick={() =>
        void start(() => downloadCertificationStatus({ ...filters, lang }), 'certification-status.xlsx')
      }
    />
  );
}
