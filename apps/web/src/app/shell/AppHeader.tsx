import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { useSession } from '../../lib/session';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { SimulationBar } from './SimulationBar';
import { UserAvatarLink } from './UserAvatarLink';

/**
 * The header: the simulation bar while an admin acts as someone else, then the app bar with the
 * logo, the user's menu, the notifications and the avatar. Below lg (the Spanish labels need the room) the menu moves into a drawer.
 * Without a session (the public privacy policy) it shows the logo and a sign-in link.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar' }}>
      {user?.simulatedBy && <SimulationBar name={user.name} email={user.email} />}
      <AppBar position="static" elevation={1} component="div">
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {user && <MobileMenu viewer={user} />}
          <Logo />
          {user && <MainMenu viewer={user} />}
          <Box sx={{ flex: 1 }} />
          {user ? (
            <>
              <NotificationsBell />
              <UserAvatarLink user={user} />
            </>
          ) : (
            <Button component={Link} to="/login" color="inherit" variant="outlined">
              {t('shell.signIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
