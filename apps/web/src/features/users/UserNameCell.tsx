import type { UserListItem } from '@academy/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from './UserAvatar';

/** A person's picture, his name (which opens his view) and his email. */
export function UserNameCell({ user }: { user: UserListItem }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <UserAvatar name={user.name} avatar={user.avatar} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/user/view/${user._id}`}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {user.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Stack>
  );
}
