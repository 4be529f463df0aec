import { Add, HowToReg, Link as LinkIcon, UploadFile } from '@mui/icons-material';
import { Badge, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session';
import { useUserTabsCounters } from './user-queries';

/**
 * The list's buttons: a new person, a CSV import (each asker imports into his own scope), and the
 * registrations waiting with their count.
 */
export function UsersPageActions() {
  const { t } = useTranslation();
  const pending = useUserTabsCounters().data?.pending ?? 0;
  // a master keeps his distributor's entrance and invitation links
  const { user } = useSession();
  const distributor = user?.type === 'master' ? user.master : null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to="/user/create" variant="contained" startIcon={<Add />}>
        {t('users.create')}
      </Button>
      <Button component={RouterLink} to="/users/import" variant="outlined" startIcon={<UploadFile />}>
        {t('users.import')}
      </Button>
      <Button
        component={RouterLink}
        to="/settings/users_check"
        variant="outlined"
        startIcon={
          <Badge badgeContent={pending} color="warning" max={999}>
            <HowToReg />
          </Badge>
        }
        aria-label={t('users.pendingWithCount', { count: pending })}
      >
        {t('users.pending')}
      </Button>
      {distributor && (
        <Button
          component={RouterLink}
          to={`/partner-entrance/${distributor}`}
          variant="outlined"
          startIcon={<LinkIcon />}
        >
          {t('entrance.invitations')}
        </Button>
      )}
    </Stack>
  );
}
