import type { NotificationItem } from '@academy/domain';
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { useClearNotifications, useMarkAsRead, useNotifications } from './api';

/**
 * The notifications with a "clear" button: used in the bell's popover and on /notification-list.
 * Opening an item marks it read, and one with a route goes there; `onOpen` lets the popover
 * close. Clearing deletes them all, after a confirmation.
 */
export function NotificationList({ onOpen }: { onOpen?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications();
  const markAsRead = useMarkAsRead();
  const clear = useClearNotifications();
  const confirmThenAct = useConfirmThenAct();

  // Opening an item reads it; one with a route also goes there.
  const open = (item: NotificationItem) => {
    if (item.status === 'unread') markAsRead.mutate(item._id);
    if (!item.route) return;
    onOpen?.();
    navigate(item.route);
  };

  const clearAll = () =>
    void confirmThenAct({
      title: t('notifications.clearTitle'),
      message: t('notifications.clearMessage'),
      confirmLabel: t('notifications.clear'),
      destructive: true,
      act: () => clear.mutateAsync(),
    });

  if (list.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={28} aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (list.isError) {
    return (
      <LoadError message={t('notifications.loadFailed')} onRetry={() => void list.refetch()} sx={{ m: 1 }} />
    );
  }
  const { items } = list.data;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          color="inherit"
          disabled={items.length === 0 || clear.isPending}
          onClick={clearAll}
        >
          {t('notifications.clear')}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => {
            const unread = item.status === 'unread';
            return (
              <ListItem key={item._id} disablePadding>
                <ListItemButton
                  onClick={() => open(item)}
                  disabled={!item.route && !unread}
                  sx={{
                    alignItems: 'flex-start',
                    overflowWrap: 'anywhere',
                    '&.Mui-disabled': { opacity: 1 },
                  }}
                >
                  <ListItemText
                    primary={localized(item.describe, i18n.language)}
                    secondary={
                      unread
                        ? t('notifications.unreadOn', { date: formatDate(item.createdAt) })
                        : formatDate(item.createdAt)
                    }
                    slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
