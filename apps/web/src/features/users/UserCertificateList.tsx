import type { UserCertificate } from '@academy/domain';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../lib/format-date';

/** Certificates with when they were issued and until when; the code opens the public verification page. */
export function UserCertificateList({ certificates }: { certificates: UserCertificate[] }) {
  const { t } = useTranslation();
  return (
    <List disablePadding>
      {certificates.map((certificate) => (
        <ListItem key={certificate._id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ListItemText
            primary={certificate.title}
            secondary={
              <>
                {t('users.view.issuedOn', { date: formatDate(certificate.issuedAt) })}
                {certificate.expiresAt &&
                  ` · ${t('users.view.validUntil', { date: formatDate(certificate.expiresAt) })}`}
                {' · '}
                <Link href={`/certificate/verify/${certificate.code}`} target="_blank" rel="noopener">
                  {t('users.view.verify', { code: certificate.code })}
                </Link>
              </>
            }
            sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}
          />
          <StatusChip of="certificate" status={certificate.status} />
        </ListItem>
      ))}
    </List>
  );
}
