import { Avatar } from '@mui/material';
import { initialsOf } from '../../lib/initials';

/** A person's picture, or his initials; the name beside it says who he is, so it is decorative. */
export function UserAvatar({
  name,
  avatar,
  size = 40,
}: {
  name: string;
  avatar: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={avatar ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size / 2.5 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
