import { ArrowBack, HowToReg } from '@mui/icons-material';
import { Box, Link, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { usePendingUsers } from './api';
import { PendingUserCards } from './PendingUserCards';
import { PendingUsersTable } from './PendingUsersTable';

/** /settings/users_check: the admin approves or rejects the people who registered themselves. */
export default function UsersCheckPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const pending = usePendingUsers();

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/settings" variant="body2" sx={{ display: 'inline-flex', gap: 0.5 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {t('usersCheck.backToSettings')}
      </Link>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
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
      ) : pending.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <HowToReg color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('usersCheck.empty')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('usersCheck.emptyHint')}
          </Typography>
        </Paper>
      ) : phone ? (
        <PendingUserCards users={pending.data.items} />
      ) : (
        <PendingUsersTable users={pending.data.items} />
      )}
    </Stack>
  );
}
