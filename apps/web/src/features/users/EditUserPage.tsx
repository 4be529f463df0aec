import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session';
import { UserFormCard } from './UserFormCard';
import { UserLoader } from './UserLoader';

/** /user/edit/:id */
export default function EditUserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user: asker } = useSession();
  return (
    <UserLoader userId={id}>
      {(user) => (
        <Stack sx={{ gap: 2 }}>
          <PageHeader
            trail={[{ to: '/users', label: t('users.title') }]}
            title={t('users.editTitle', { name: user.name })}
          />
          {/* keyed by the person: another person's edit page starts from his own values */}
          {asker && <UserFormCard key={user._id} asker={asker} user={user} />}
        </Stack>
      )}
    </UserLoader>
  );
}
