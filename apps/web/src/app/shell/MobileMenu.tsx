import { type MenuViewer, menuFor } from '@academy/domain';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { MENU_ICONS } from '../../components/menu-icons';

/** Below lg: a hamburger opening a drawer with the menu plus notifications and profile. */
export function MobileMenu({ viewer }: { viewer: MenuViewer }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box sx={{ display: { xs: 'flex', lg: 'none' } }}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('shell.openMenu')}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close}>
        <Box sx={{ width: 260, p: 2 }} onClick={close}>
          <Logo />
        </Box>
        <Box component="nav" aria-label={t('shell.mainMenu')} sx={{ width: 260 }}>
          <List>
            {menuFor(viewer, 'mobile').map((item) => {
              const Icon = MENU_ICONS[item.key];
              return (
                <ListItemButton
                  key={item.key}
                  component={NavLink}
                  to={item.path}
                  onClick={close}
                  sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`menu.${item.key}`)} />
                </ListItemButton>
              );
            })}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
