import { Insights } from '@mui/icons-material';
import { Box, Paper, Stack, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { SiteAddressNotice } from '../../../components/SiteAddressNotice';
import { useSession } from '../../../lib/session';
import { useSiteAddressUnset } from '../../../lib/site-address';
import { useStaffDashboard } from '../api';
import { DashboardSection } from '../DashboardSection';
import { KeyFigures } from './KeyFigures';
import { MonthlyChart } from './MonthlyChart';

/**
 * The dashboard of an admin, a tsm or a master: this month's key figures of the people of his
 * scope, and the last twelve months as charts (each with its numbers as a table); an admin is
 * told while the academy's address is unset. The charts'
 * code is in this page's chunk only, which a learner never loads.
 */
export default function StaffDashboard() {
  const { t } = useTranslation();
  const theme = useTheme();
  const dashboard = useStaffDashboard();
  const { user } = useSession();
  const siteAddressUnset = useSiteAddressUnset(user?.type === 'admin');
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const figures = dashboard.data;
  const months = figures.months.map((month) => month.month);
  const quiet = figures.months.every(
    (month) => month.activeLearners === 0 && month.completions === 0 && month.certificates === 0,
  );
  return (
    <Stack sx={{ gap: 4 }}>
      {siteAddressUnset.data && <SiteAddressNotice settingsAt="/settings" />}
      <DashboardSection title={t('dashboard.staff.figures')}>
        <KeyFigures figures={figures} />
      </DashboardSection>
      <DashboardSection title={t('dashboard.staff.overTime')}>
        {quiet ? (
          <Paper variant="outlined">
            <EmptyState
              icon={<Insights />}
              title={t('dashboard.staff.noActivity')}
              hint={t('dashboard.staff.noActivityHint')}
            />
          </Paper>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <MonthlyChart
              title={t('dashboard.staff.activeChart')}
              months={months}
              series={[
                {
                  label: t('dashboard.staff.seriesActive'),
                  data: figures.months.map((month) => month.activeLearners),
                  color: theme.palette.lines.progress,
                },
              ]}
            />
            <MonthlyChart
              title={t('dashboard.staff.completionsChart')}
              months={months}
              series={[
                {
                  label: t('dashboard.staff.seriesCompletions'),
                  data: figures.months.map((month) => month.completions),
                  color: theme.palette.lines.progress,
                },
                {
                  label: t('dashboard.staff.seriesCertificates'),
                  data: figures.months.map((month) => month.certificates),
                  color: theme.palette.info.dark,
                },
              ]}
            />
          </Box>
        )}
      </DashboardSection>
    </Stack>
  );
}
