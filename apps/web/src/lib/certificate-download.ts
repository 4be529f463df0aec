import { certificateCalls } from '@academy/domain';
import { download } from './api';
import { useFileDownload } from './file-download';

/**
 * The PDF of one of the caller's certificates (named by the spec's rule), saved by the browser;
 * a failure is told as "Error to generate certificate" (spec section 8), a revoked certificate as
 * such. The certificates list and the exam's result screen both offer it.
 */
export function useCertificateDownload() {
  const { busy, start } = useFileDownload('certificates.generateFailed');
  const save = (certificateId: string) =>
    start(() => download(certificateCalls.generate, { body: { certificateId } }), 'certificate-cert.pdf');
  return { busy, save };
}
