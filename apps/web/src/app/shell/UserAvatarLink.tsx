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
      {/* the initials are the picture of someone without one: the link's name is what it does */}
      <Avatar
        src={user.avatar ?? undefined}
        alt=""
        aria-hidden
        sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
      >
        {initialsOf(user.name)}
      </Avatar>
    </IconButton>
  );
}
