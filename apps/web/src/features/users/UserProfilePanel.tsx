import type { UserDetail } from '@academy/domain';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { PanelSection } from './PanelSection';

/** The Profile tab: what the account holds, as a list of terms and values, a dash where none. */
export function UserProfilePanel({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const none = '—';
  const rows: [string, ReactNode][] = [
    [t('users.form.email'), user.email],
    [t('users.form.type'), t(`users.type.${user.type}`)],
    [t('users.form.status'), t(`users.status.${user.status}`)],
    [t('users.form.country'), localized(user.countryName, i18n.language) || none],
    [t('users.form.state'), user.state || none],
    [t('users.view.city'), user.city || none],
    [t('users.form.distributor'), user.master?.name ?? none],
    [t('users.form.category'), user.category ?? none],
    [t('users.form.language'), user.lang ? t(`common.languages.${user.lang}`) : none],
    [t('users.form.phone'), [user.dialCode, user.phone].filter(Boolean).join(' ') || none],
    [
      t('users.view.teams'),
      user.teams.length === 0
        ? none
        : user.teams.map((team, index) => (
            <span key={team._id}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={`/team/view/${team._id}`}>
                {team.name}
              </Link>
            </span>
          )),
    ],
    [t('users.view.created'), formatDate(user.createdAt)],
    [t('users.view.lastLogin'), user.lastLoginAt ? formatDate(user.lastLoginAt) : t('users.view.never')],
  ];
  return (
    <PanelSection title={t('users.viewTabs.profile')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </PanelSection>
  );
}
