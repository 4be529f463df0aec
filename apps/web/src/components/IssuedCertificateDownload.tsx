import { useTranslation } from 'react-i18next';
import { useCertificateDownload } from '../lib/certificate-download';
import { DownloadButton } from './DownloadButton';

/** A certificate just issued to the learner (by an exam's pass, a package's), as the answer named it. */
export interface IssuedCertificate {
  _id: string;
  title: string;
}

/** The download of a certificate the learner just earned, named by its title. */
export function IssuedCertificateDownload({ certificate }: { certificate: IssuedCertificate }) {
  const { t } = useTranslation();
  const { busy, save } = useCertificateDownload();
  return (
    <DownloadButton
      label={t('certificates.downloadNamed', { title: certificate.title })}
      busy={busy}
      onClick={() => void save(certificate._id)}
    />
  );
}
