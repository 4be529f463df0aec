import type { SessionUser } from '@academy/domain';
import { Avatar, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../lib/initials';

const AVATAR_SIZE = 36;
/** In px like the avatar (not rem), so a larger default font does not push the letters out of it. */
const INITIALS_SIZE = 15;

/** The user's avatar (or initials), opening the profile. */
export function UserAvatarLink({ user }: { user: Pick<SessionUser, 'name' | 'avatar'> }) {
  const { t } = useTranslation();
  return (
    <IconButton component={Link} to="/profile" aria-label={t('shell.openProfile')} sx={{ p: 0.5 }}>
      <Avatar
        src={user.avatar ?? undefined}
        alt=""
        // MUI's 20 px letters are for its 40 px avatar: two wide initials ("WM") would overflow 36 px
        sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, fontSize: INITIALS_SIZE, bgcolor: 'secondary.main' }}
      >
        {initialsOf(user.name)}
      </Avatar>
    </IconButton>
  );
}
