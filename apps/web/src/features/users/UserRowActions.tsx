import type { UserListItem } from '@academy/domain';
import { DeleteOutlined, Edit } from '@mui/icons-material';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Edit and remove, beside a person of the list. */
export function UserRowActions({
  user,
  busy,
  onRemove,
}: {
  user: UserListItem;
  busy: boolean;
  onRemove(user: UserListItem): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('users.edit')}>
        <IconButton
          component={RouterLink}
          to={`/user/edit/${user._id}`}
          aria-label={t('users.editUser', { name: user.name })}
        >
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('users.remove')}>
        <IconButton
          color="error"
          onClick={() => onRemove(user)}
          disabled={busy}
          aria-label={t('users.removeUser', { name: user.name })}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
