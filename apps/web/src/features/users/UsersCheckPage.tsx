import { ArrowBack, HowToReg } from '@mui/icons-material';
import {
  Box,
  Checkbox,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session';
import { usePendingUsers } from './api';
import { PendingSelectionBar } from './PendingSelectionBar';
import { PendingUserCards } from './PendingUserCards';
import { PendingUsersTable } from './PendingUsersTable';
import { usePendingSelection } from './pending-selection';

/**
 * /settings/users_check: the people who registered themselves, waiting for an answer. An admin
 * sees them all, a master his distributor's, a tsm those of his scope (the server decides); each
 * is approved or rejected alone, or several at once after ticking them.
 */
export default function UsersCheckPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { user } = useSession();
  const pending = usePendingUsers();
  const items = pending.data?.items ?? [];
  const selection = usePendingSelection(items);
  // Only admins have the settings screens; the others came from their people.
  const back =
    user?.type === 'admin'
      ? { to: '/settings', label: t('usersCheck.backToSettings') }
      : { to: '/users', label: t('usersCheck.backToUsers') };

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={back.to} variant="body2" sx={{ display: 'inline-flex', gap: 0.5 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {back.label}
      </Link>
      <Box>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600 }}>
          {t('usersCheck.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {pending.data && pending.data.total > 0
            ? t('usersCheck.count', { count: pending.data.total })
            : t('usersCheck.intro')}
        </Typography>
      </Box>
      {pending.isPending ? (
        <PageSpinner />
      ) : pending.isError ? (
        <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <HowToReg color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('usersCheck.empty')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('usersCheck.emptyHint')}
          </Typography>
        </Paper>
      ) : (
        <>
          <PendingSelectionBar selection={selection} />
          {phone ? (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={selection.allSelected}
                    indeterminate={selection.someSelected}
                    onChange={selection.toggleAll}
                  />
                }
                label={t('usersCheck.selectAll')}
              />
              <PendingUserCards users={items} selection={selection} />
            </>
          ) : (
            <PendingUsersTable users={items} selection={selection} />
          )}
        </>
      )}
    </Stack>
  );
}
