import { type MenuViewer, menuFor } from '@academy/domain';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The app bar's menu of the user (desktop only; narrow screens use the drawer). */
export function MainMenu({ viewer }: { viewer: MenuViewer }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('shell.mainMenu')}
      sx={{ display: { xs: 'none', lg: 'flex' }, ml: 2, gap: 0.5 }}
    >
      {menuFor(viewer).map((item) => (
        <Button
          key={item.key}
          component={NavLink}
          to={item.path}
          color="inherit"
          sx={{
            fontWeight: 600,
            borderRadius: 1,
            '&.active': { bgcolor: 'rgba(0, 0, 0, 0.12)' },
          }}
        >
          {t(`menu.${item.key}`)}
        </Button>
      ))}
    </Box>
  );
}
