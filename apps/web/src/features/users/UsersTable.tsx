import type { UserListItem } from '@academy/domain';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/StatusChip';
import { UserNameCell } from './UserNameCell';
import { UserRowActions } from './UserRowActions';
import { useUserListFields } from './user-list-fields';

/** The people on a wide screen: one row each; the name opens the person. */
export function UsersTable({
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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('users.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.columns.name')}</TableCell>
            <TableCell>{t('users.columns.type')}</TableCell>
            <TableCell>{t('users.columns.status')}</TableCell>
            <TableCell>{t('users.columns.place')}</TableCell>
            <TableCell>{t('users.columns.distributor')}</TableCell>
            <TableCell>{t('users.columns.created')}</TableCell>
            <TableCell align="right">{t('users.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const fields = fieldsOf(user);
            return (
              <TableRow key={user._id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                  <UserNameCell user={user} />
                </TableCell>
                <TableCell>{fields.type}</TableCell>
                <TableCell>
                  <StatusChip of="user" status={user.status} />
                </TableCell>
                <TableCell>{fields.place}</TableCell>
                <TableCell>{fields.distributor}</TableCell>
                <TableCell>{fields.created}</TableCell>
                <TableCell align="right">
                  <UserRowActions user={user} busy={busy} onRemove={onRemove} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
