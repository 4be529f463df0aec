import type { UserListItem } from '@academy/domain';
import { Card, CardActions, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingUserActions } from './PendingUserActions';
import type { PendingSelection } from './pending-selection';
import { usePendingUserFields } from './pending-user-fields';

/** The pending registrations on a phone: one card each, a list for screen readers, each with a box to tick it. */
export function PendingUserCards({
  users,
  selection,
}: {
  users: UserListItem[];
  selection: PendingSelection;
}) {
  const { t } = useTranslation();
  const fieldsOf = usePendingUserFields();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => {
        const fields = fieldsOf(user);
        const details = [
          [t('usersCheck.country'), fields.country],
          [t('usersCheck.state'), fields.state],
          [t('usersCheck.distributor'), fields.distributor],
          [t('usersCheck.date'), fields.date],
        ] as const;
        return (
          <Card component="li" key={user._id} variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', ml: -1.5 }}>
                <Checkbox
                  checked={selection.isSelected(user._id)}
                  onChange={() => selection.toggle(user._id)}
                  slotProps={{ input: { 'aria-label': t('usersCheck.selectUser', { name: user.name }) } }}
                />
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
                {user.email}
              </Typography>
              <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
                {details.map(([label, value]) => (
                  <Stack key={label} direction="row" spacing={1}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
              <PendingUserActions user={user} />
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
