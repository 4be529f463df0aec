import type { SessionUser } from '@academy/domain';
import { Avatar, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../lib/initials';

/** The user's avatar (or initials), opening the profile. */
export function UserAvatarLink({ user }: { user: Pick<SessionUser, 'name' | 'avatar'> }) {
  const { t } = useTranslation();
  return (
    <IconButton component={Link} to="/profile" aria-label={t('shell.openProfile')} sx={{ p: 0.5 }}>
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
        {initialsOf(user.name)}
      </Avatar>
    </IconButton>
  );
}
