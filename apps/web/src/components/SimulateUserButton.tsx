import { canSimulate, type UserType } from '@academy/domain';
import { Visibility } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../lib/feedback';
import { useSession } from '../lib/session';

/**
 * "View as this user": starts a read-only simulation of the user (lib/session). Shown only to
 * whom may simulate him (an admin, a tsm or a master; never of an admin, nor of oneself, nor from
 * inside a simulation); the server checks the scope.
 */
export function SimulateUserButton({ user }: { user: { _id: string; type: UserType } }) {
  const { t } = useTranslation();
  const session = useSession();
  const snackbar = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const me = session.user;
  if (!me || me.simulatedBy || me._id === user._id || !canSimulate(me.type, user.type)) return null;

  const start = async () => {
    setBusy(true);
    try {
      await session.simulate(user._id);
    } catch (error) {
      snackbar.show(errorMessage(error), 'error');
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<Visibility />} disabled={busy} onClick={() => void start()}>
      {t('simulation.start')}
    </Button>
  );
}
