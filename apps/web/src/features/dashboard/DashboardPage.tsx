import { isStaff, type SessionUser } from '@academy/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lazyPage, type PageModule } from '../../lib/lazy-page';
import { drawnForKey, useSession } from '../../lib/session';
import { siteAddressQuery } from '../../lib/site-address';
import { learnerDashboardQuery, myAssignmentsQuery, staffDashboardQuery } from './api';

// Each view is a chunk of its own: a learner never loads the staff's charts.
const learnerView = lazyPage(() => import('./learner/LearnerDashboard'));
const staffView = lazyPage(() => import('./staff/StaffDashboard'));

/**
 * The answers the dashboard shows first, when the server draws it: it knows for whom, and so
 * which view. A browser drawing the page itself asks them as the view renders.
 */
export const firstQueries: PageModule['firstQueries'] = (client) => {
  const user = client.getQueryData<SessionUser | null>(drawnForKey);
  if (!user) return;
  if (isStaff(user.type)) {
    void client.prefetchQuery(staffDashboardQuery);
    if (user.type === 'admin') void client.prefetchQuery(siteAddressQuery);
  } else {
    void client.prefetchQuery(learnerDashboardQuery);
    void client.prefetchQuery(myAssignmentsQuery);
  }
};

/**
 * "/": a learner's courses in progress, paths and certificates; for an admin, a tsm or a master,
 * the key figures of the people of his scope.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const staff = isStaff(user.type);
  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} tabIndex={-1}>
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t(staff ? 'dashboard.staff.intro' : 'dashboard.learner.intro', { name: user.name })}
        </Typography>
      </div>
      {staff ? staffView : learnerView}
    </Stack>
  );
}
