import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

export function LogoutButton() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<LogoutIcon />}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      {t('profile.logout')}
    </Button>
  );
}
