import type { StaffDashboard } from '@academy/domain';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFigureFormat } from '../format';
import { USERS_CHECK_PATH } from '../links';

/** One figure of the list: what it counts (the term), then its value, large, and a line or a link under it. */
function Figure({ label, value, extra }: { label: string; value: string; extra?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="span" variant="h4" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
        {extra}
      </Box>
    </Paper>
  );
}

/** This month's figures of the asker's scope and the registrations waiting for an answer. */
export function KeyFigures({ figures }: { figures: StaffDashboard }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const { thisMonth } = figures;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Figure
        label={t('dashboard.staff.activeLearners')}
        value={format.number(thisMonth.activeLearners)}
        extra={
          <Typography variant="caption" color="text.secondary">
            {t('dashboard.staff.ofLearners', { count: figures.learners })}
          </Typography>
        }
      />
      <Figure label={t('dashboard.staff.completions')} value={format.number(thisMonth.completions)} />
      <Figure label={t('dashboard.staff.certificates')} value={format.number(thisMonth.certificates)} />
      <Figure
        label={t('dashboard.staff.pending')}
        value={format.number(figures.pendingRegistrations)}
        extra={
          <Link component={RouterLink} to={USERS_CHECK_PATH} variant="body2">
            {t('dashboard.staff.reviewPending')}
          </Link>
        }
      />
    </Box>
  );
}
