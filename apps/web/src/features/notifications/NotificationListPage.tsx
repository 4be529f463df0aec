import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';

/** /notification-list: the same list as the bell's, as a page (the mobile menu opens it). */
export default function NotificationListPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h1" variant="h5" tabIndex={-1} sx={{ mb: 2 }}>
        {t('menu.notifications')}
      </Typography>
      <Paper variant="outlined">
        <NotificationList />
      </Paper>
    </>
  );
}
