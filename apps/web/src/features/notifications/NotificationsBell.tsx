import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Popover } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_MAX, useNotifications } from './api';
import { NotificationList } from './NotificationList';

/** The app bar's bell: the unread count as a badge, the list in a popover. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const unread = data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.bell', { count: unread })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} max={BADGE_MAX} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        <NotificationList onOpen={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
