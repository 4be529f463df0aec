import { ChevronRight } from '@mui/icons-material';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { settingsPaths } from './paths';

/** The settings screens, each with a line about it (the exam limits show their values once read). */
export function SettingsLinks({ settings }: { settings?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const limit = (name: string, key: string) => {
    const value = settings?.[name];
    if (typeof value !== 'number') return t(`settings.links.${key}Hint`);
    return value === 0 ? t('settings.noLimit') : t(`settings.links.${key}Value`, { count: value });
  };
  const links = [
    {
      to: settingsPaths.timeBetweenExams,
      title: t('settings.timeBetweenExams.title'),
      hint: limit('time_wait_exam_tries', 'wait'),
    },
    {
      to: settingsPaths.maxExamTries,
      title: t('settings.maxExamTries.title'),
      hint: limit('max_exam_tries', 'tries'),
    },
    {
      to: settingsPaths.trainingTypes,
      title: t('settings.trainingTypes.title'),
      hint: t('settings.links.trainingTypesHint'),
    },
    {
      to: settingsPaths.userCategories,
      title: t('settings.userCategories.title'),
      hint: t('settings.links.userCategoriesHint'),
    },
    {
      to: settingsPaths.partnerTiers,
      title: t('settings.partnerTiers.title'),
      hint: t('settings.links.partnerTiersHint'),
    },
    {
      to: settingsPaths.countries,
      title: t('settings.countries.title'),
      hint: t('settings.links.countriesHint'),
    },
    { to: settingsPaths.usersCheck, title: t('usersCheck.title'), hint: t('settings.links.usersCheckHint') },
    { to: settingsPaths.tsm, title: t('tsm.title'), hint: t('tsm.linkHint') },
    { to: '/settings/audit-log', title: t('audit.title'), hint: t('audit.linkHint') },
    { to: '/settings/api-tokens', title: t('apiTokens.title'), hint: t('apiTokens.linkHint') },
    { to: '/settings/webhooks', title: t('webhooks.title'), hint: t('webhooks.linkHint') },
    { to: '/settings/single-sign-on', title: t('sso.title'), hint: t('sso.linkHint') },
    {
      to: '/settings/privacy-policy',
      title: t('privacyPolicy.admin.title'),
      hint: t('privacyPolicy.admin.linkHint'),
    },
    { to: '/settings/data-requests', title: t('dataRequests.title'), hint: t('dataRequests.linkHint') },
    { to: '/settings/retention', title: t('retention.title'), hint: t('retention.linkHint') },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('settings.links.label')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={link.to}
              sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {link.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {link.hint}
                </Typography>
              </Box>
              <ChevronRight aria-hidden />
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
