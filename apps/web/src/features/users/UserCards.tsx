import type { UserListItem } from '@academy/domain';
import { List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/StatusChip';
import { UserNameCell } from './UserNameCell';
import { UserRowActions } from './UserRowActions';
import { useUserListFields } from './user-list-fields';

/** The people on a phone: one card each, what the table's columns say in lines. */
export function UserCards({
  users,
  busy,
  onRemove,
}: {
  users: UserListItem[];
  busy: boolean;
  onRemove(user: UserListItem): void;
}) {
  const { t } = useTranslation();
  const fieldsOf = useUserListFields();
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('users.title')}>
        {users.map((user) => {
          const fields = fieldsOf(user);
          return (
            <ListItem key={user._id} divider sx={{ display: 'block', py: 1.5 }}>
              <UserNameCell user={user} />
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                <Typography variant="body2">{fields.type}</Typography>
                <StatusChip of="user" status={user.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {fields.place} · {fields.distributor}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('users.createdOn', { date: fields.created })}
                </Typography>
                <UserRowActions user={user} busy={busy} onRemove={onRemove} />
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
