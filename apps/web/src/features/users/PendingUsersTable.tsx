import type { UserListItem } from '@academy/domain';
import {
  Checkbox,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingUserActions } from './PendingUserActions';
import type { PendingSelection } from './pending-selection';
import { usePendingUserFields } from './pending-user-fields';

/** The pending registrations on a wide screen: one row each, with a box to tick it for a bulk answer. */
export function PendingUsersTable({
  users,
  selection,
}: {
  users: UserListItem[];
  selection: PendingSelection;
}) {
  const { t } = useTranslation();
  const fieldsOf = usePendingUserFields();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('usersCheck.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selection.allSelected}
                indeterminate={selection.someSelected}
                onChange={selection.toggleAll}
                slotProps={{ input: { 'aria-label': t('usersCheck.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('usersCheck.name')}</TableCell>
            <TableCell>{t('usersCheck.email')}</TableCell>
            <TableCell>{t('usersCheck.country')}</TableCell>
            <TableCell>{t('usersCheck.state')}</TableCell>
            <TableCell>{t('usersCheck.distributor')}</TableCell>
            <TableCell>{t('usersCheck.date')}</TableCell>
            <TableCell align="right">{t('usersCheck.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const fields = fieldsOf(user);
            return (
              <TableRow key={user._id} hover selected={selection.isSelected(user._id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.isSelected(user._id)}
                    onChange={() => selection.toggle(user._id)}
                    slotProps={{ input: { 'aria-label': t('usersCheck.selectUser', { name: user.name }) } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  {user.name}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                <TableCell>{fields.country}</TableCell>
                <TableCell>{fields.state}</TableCell>
                <TableCell>{fields.distributor}</TableCell>
                <TableCell>{fields.date}</TableCell>
                <TableCell align="right">
                  <PendingUserActions user={user} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
