import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LanguageIcon from '@mui/icons-material/Language';
import PersonIcon from '@mui/icons-material/Person';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import {
  Avatar,
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../lib/initials';
import { useSession } from '../../lib/session';
import { LogoutButton } from './LogoutButton';

const SECTIONS = [
  { key: 'data', path: '/profile/data', Icon: PersonIcon },
  { key: 'privacy', path: '/profile/privacy', Icon: PrivacyTipIcon },
  { key: 'language', path: '/profile/language', Icon: LanguageIcon },
] as const;

/** /profile: who is signed in, the three sections of the profile, and logout. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 3, minWidth: 0 }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
        >
          {initialsOf(user.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <List component="nav" aria-label={t('profile.sections')} disablePadding>
          {SECTIONS.map(({ key, path, Icon }) => (
            <ListItemButton key={key} component={Link} to={path} divider>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(`profile.${key}.title`)} secondary={t(`profile.${key}.summary`)} />
              <ChevronRightIcon aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <LogoutButton />
    </Box>
  );
}
