import { menuFor } from '@academy/domain';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENU_ICONS } from '../../components/menu-icons';
import { useSession } from '../../lib/session';

/** "/": a welcome and one tile per entry of the user's menu. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('home.welcome', { name: user.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('home.intro')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('home.shortcuts')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {menuFor(user.type).map((item) => {
          const Icon = MENU_ICONS[item.key];
          return (
            <Card key={item.key} variant="outlined">
              <CardActionArea component={Link} to={item.path} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon sx={{ fontSize: 40, color: 'secondary.main' }} aria-hidden />
                  <Box>
                    <Typography component="h2" variant="h6">
                      {t(`menu.${item.key}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`home.tiles.${item.key}`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </>
  );
}
