import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Tells an admin that the academy's address is not set: until it is, certificates' QR codes and
 * the links in mails use the address each request came to, and mails sent in the background
 * carry no link (docs/decisions/0022). `settingsAt` links to where it is set, for a notice shown
 * elsewhere than beside the field.
 */
export function SiteAddressNotice({ settingsAt }: { settingsAt?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        settingsAt ? (
          <Button component={RouterLink} to={settingsAt} color="inherit" size="small">
            {t('settings.siteAddress.setIt')}
          </Button>
        ) : undefined
      }
    >
      {t('settings.siteAddress.unset')}
    </Alert>
  );
}
