import type { UserDetail } from '@academy/domain';
import { DeleteOutlined, Edit } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DOCUMENT_TITLE_ATTRIBUTE } from '../../components/DocumentTitle';
import { PageTrail } from '../../components/PageHeader';
import { SimulateUserButton } from '../../components/SimulateUserButton';
import { StatusChip } from '../../components/StatusChip';
import { PersonDataActions } from './PersonDataActions';
import { UserAvatar } from './UserAvatar';
import { useRemoveUserFlow } from './useRemoveUserFlow';

/**
 * The top of a person's view: his picture, name, email, type and status, and what can be done
 * with him (view the academy as him, download or erase his data, edit, remove). `documentTitle` names the tab shown in the browser's title.
 */
export function UserViewHeader({ user, documentTitle }: { user: UserDetail; documentTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveUserFlow();
  const askRemove = async () => {
    if (await remove.ask(user)) navigate('/users', { replace: true });
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      <PageTrail trail={[{ to: '/users', label: t('users.title') }]} current={user.name} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0 }}>
          <UserAvatar name={user.name} avatar={user.avatar} size={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              tabIndex={-1}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              {...{ [DOCUMENT_TITLE_ATTRIBUTE]: documentTitle }}
            >
              {user.name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Typography variant="body2">{t(`users.type.${user.type}`)}</Typography>
              <StatusChip of="user" status={user.status} />
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <SimulateUserButton user={user} />
          <PersonDataActions user={user} />
          <Button
            component={RouterLink}
            to={`/user/edit/${user._id}`}
            variant="contained"
            startIcon={<Edit />}
          >
            {t('users.edit')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            onClick={() => void askRemove()}
            disabled={remove.busy}
          >
            {t('users.remove')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
