import { type CertificateCheck, type CertificateStatus, dayOf } from '@academy/domain';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, AlertTitle, Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api';
import { formatDate, formatDay } from '../../lib/format-date';
import { useSession } from '../../lib/session';
import { useCertificateCheck } from './api';
import { FactList } from './FactList';
import { RevokeCertificateButton } from './RevokeCertificateButton';

const STATUS_LOOK: Record<
  CertificateStatus,
  { severity: 'success' | 'info' | 'warning' | 'error'; icon: ReactElement }
> = {
  valid: { severity: 'success', icon: <CheckCircleIcon /> },
  renewed: { severity: 'info', icon: <AutorenewIcon /> },
  expired: { severity: 'warning', icon: <HistoryIcon /> },
  revoked: { severity: 'error', icon: <CancelIcon /> },
};

/**
 * /certificate/verify/{code}, open to anyone (the address of a certificate's QR code): whether
 * the certificate is genuine, with only its holder's name, title, dates and status. An admin
 * signed in may revoke it from here.
 */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const check = useCertificateCheck(code);
  const isAdmin = useSession().user?.type === 'admin';

  /** Which version of its course it was issued for, and whether the current one is still due or was missed. */
  const versionText = ({ issuedFor, current, deadline }: NonNullable<CertificateCheck['version']>) => {
    if (issuedFor >= current || deadline === null)
      return t('certificates.verify.versionCurrent', { version: issuedFor });
    const values = { issued: issuedFor, current, date: formatDay(deadline) };
    return deadline < dayOf(new Date())
      ? t('certificates.verify.versionMissed', values)
      : t('certificates.verify.versionEarlier', values);
  };

  let body: ReactElement;
  if (check.isPending) body = <PageSpinner />;
  else if (check.isError && check.error instanceof ApiError && check.error.key === 'certificate-not-found')
    body = (
      <Alert severity="error" icon={<CancelIcon />}>
        <AlertTitle>{t('certificates.verify.notFound.title')}</AlertTitle>
        {t('certificates.verify.notFound.message', { code })}
      </Alert>
    );
  else if (check.isError) body = <LoadError error={check.error} onRetry={() => void check.refetch()} />;
  else {
    const certificate = check.data;
    const look = STATUS_LOOK[certificate.status];
    const facts = [
      [t('certificates.verify.name'), certificate.name],
      [t('certificates.verify.course'), certificate.title],
      [t('certificates.verify.issued'), formatDate(certificate.issuedAt)],
      [
        certificate.status === 'expired' ? t('certificates.verify.ended') : t('certificates.verify.ends'),
        certificate.expiresAt ? formatDate(certificate.expiresAt) : t('certificates.verify.never'),
      ],
      ...(certificate.version
        ? [[t('certificates.verify.version'), versionText(certificate.version)] as const]
        : []),
    ] as const;
    body = (
      <Stack spacing={2}>
        <Alert severity={look.severity} icon={look.icon}>
          <AlertTitle>{t(`certificates.status.${certificate.status}`)}</AlertTitle>
          {t(`certificates.verify.meaning.${certificate.status}`)}
        </Alert>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FactList facts={facts} />
        </Paper>
        <RenewalChain certificate={certificate} />
        {isAdmin && certificate.status !== 'revoked' && <RevokeCertificateButton code={code} />}
      </Stack>
    );
  }

  return (
    <Box component="article" sx={{ maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <PageTitle>{t('certificates.verify.title')}</PageTitle>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('certificates.verify.intro', { code })}
          </Typography>
        </Stack>
        {body}
      </Stack>
    </Box>
  );
}

/** A certificate's verification page, by its code. */
const verifyPath = (code: string) => `/certificate/verify/${encodeURIComponent(code)}`;

/**
 * Where the certificate stands among its holder's renewals of the course: the one that renewed it,
 * the one it renewed, and his current one with its own status, each linking to its own page.
 */
function RenewalChain({ certificate }: { certificate: CertificateCheck }) {
  const { t } = useTranslation();
  const { renews, renewedBy, current } = certificate;
  if (!renews && !renewedBy && !current) return null;
  const linkTo = (code: string) => (
    <Link component={RouterLink} to={verifyPath(code)}>
      {code}
    </Link>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="renewal-chain" sx={{ p: 2 }}>
      <Typography id="renewal-chain" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('certificates.verify.chain.title')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 0.5 }}>
        {renewedBy && (
          <li>
            {t('certificates.verify.chain.renewedBy', { date: formatDate(renewedBy.issuedAt) })}{' '}
            {linkTo(renewedBy.code)}
          </li>
        )}
        {renews && (
          <li>
            {t('certificates.verify.chain.renews', { date: formatDate(renews.issuedAt) })}{' '}
            {linkTo(renews.code)}
          </li>
        )}
        {current && (
          <li>
            {t('certificates.verify.chain.current', { status: t(`certificates.status.${current.status}`) })}{' '}
            {linkTo(current.code)}
          </li>
        )}
      </Stack>
    </Paper>
  );
}
