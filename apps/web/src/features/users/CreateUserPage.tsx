import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session';
import { UserFormCard } from './UserFormCard';

/** /user/create: the account gets no password; the person is invited by mail to set one. */
export default function CreateUserPage() {
  const { t } = useTranslation();
  const { user: asker } = useSession();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader trail={[{ to: '/users', label: t('users.title') }]} title={t('users.newTitle')} />
      {asker && <UserFormCard asker={asker} />}
    </Stack>
  );
}
